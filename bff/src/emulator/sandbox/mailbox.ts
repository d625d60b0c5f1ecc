// The sandbox's mailbox: every email the emulated service would send (verification codes, password reset codes,
// refund links, state-change notices) lands here instead, readable through `GET {sandboxUrl}/mailbox`.
import type { Database } from '../../db/database';

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
}

/** Newest first. */
export function readMailbox(db: Database, to: string, limit = 100): MailboxEntry[] {
  return db
    .prepare(
      `SELECT to_address AS "to", subject, text, create_time AS createTime
       FROM mailbox WHERE to_address = ? ORDER BY id DESC LIMIT ?`,
    )
    .all(normalise(to), limit) as MailboxEntry[];
}
