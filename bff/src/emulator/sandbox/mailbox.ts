// The sandbox's mailbox: every email the emulated service would send (verification codes, password reset codes,
// refund links, state-change notices) lands here instead, readable through `GET {sandboxUrl}/mailbox`.
import type { Database } from '../../db/database';
import { announceSandboxEvent } from './events';

export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  createTime: string;
}

/** Addresses compare case-insensitively, as mail systems treat them. */
const normalise = (address: string) => address.trim().toLowerCase();

export function sendMail(db: Database, mail: { to: string; subject: string; text: string }, now: Date): void {
  db.prepare('INSERT INTO mailbox (to_address, subject, text, create_time) VALUES (?, ?, ?, ?)').run(
    normalise(mail.to),
    mail.subject,
    mail.text,
    now.toISOString(),
  );
  announceSandboxEvent(db, {
    type: 'mail',
    to: normalise(mail.to),
    subject: mail.subject,
    createTime: now.toISOString(),
  });
}

const mailColumns = 'id, to_address AS "to", subject, text, create_time AS createTime';

/** One email by its id in the listing. */
export function findMail(db: Database, id: number): MailboxEntry | undefined {
  return db.prepare(`SELECT ${mailColumns} FROM mailbox WHERE id = ?`).get(id) as MailboxEntry | undefined;
}

/** Newest first: the mail of one address, or (without `to`) all of it. */
export function readMailbox(db: Database, to: string | undefined, limit = 100): MailboxEntry[] {
  if (to === undefined)
    return db.prepare(`SELECT ${mailColumns} FROM mailbox ORDER BY id DESC LIMIT ?`).all(limit) as MailboxEntry[];
  return db
    .prepare(`SELECT ${mailColumns} FROM mailbox WHERE to_address = ? ORDER BY id DESC LIMIT ?`)
    .all(normalise(to), limit) as MailboxEntry[];
}
