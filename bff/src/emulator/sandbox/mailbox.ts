// The sandbox's mailbox: every email the emulated service would send (verification codes, password reset codes,
// refund links, state-change notices) lands here instead, readable through `GET {sandboxUrl}/mailbox`.
import type { Database } from '../../db/database';
import { announceSandboxEvent } from './events';

export interface MailboxEntry {
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

/** Newest first: the mail of one address, or (without `to`) all of it. */
export function readMailbox(db: Database, to: string | undefined, limit = 100): MailboxEntry[] {
  const columns = 'to_address AS "to", subject, text, create_time AS createTime';
  if (to === undefined)
    return db.prepare(`SELECT ${columns} FROM mailbox ORDER BY id DESC LIMIT ?`).all(limit) as MailboxEntry[];
  return db
    .prepare(`SELECT ${columns} FROM mailbox WHERE to_address = ? ORDER BY id DESC LIMIT ?`)
    .all(normalise(to), limit) as MailboxEntry[];
}
