// The partners the emulated service knows (core table `partners`, shared with the sandbox bootstrap).
import type { Database } from '../../db/database';

export interface Partner {
  id: string;
  /** The partner's stable integer id, for clients that name partners by number (see emulator migration 6). */
  number: number;
  name: string;
  publicKeyPem: string;
  trusted: boolean;
  kycAgreement: boolean;
  webhookUrl: string | null;
  webhookSecret: string | null;
}

interface PartnerRow {
  id: string;
  number: number;
  name: string;
  public_key_pem: string;
  trusted: number;
  kyc_agreement: number;
  webhook_url: string | null;
  webhook_secret: string | null;
}

function partnerOf(row: PartnerRow | undefined): Partner | undefined {
  if (!row) return undefined;
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    publicKeyPem: row.public_key_pem,
    trusted: row.trusted === 1,
    kycAgreement: row.kyc_agreement === 1,
    webhookUrl: row.webhook_url,
    webhookSecret: row.webhook_secret,
  };
}

export function findPartner(db: Database, id: string): Partner | undefined {
  // Ids are UUIDs handed out in lower case; a client may send them in either case.
  return partnerOf(db.prepare('SELECT * FROM partners WHERE id = ?').get(id.toLowerCase()) as PartnerRow | undefined);
}

/** A partner by its UUID (a string) or its number (an integer). */
export function findPartnerByRef(db: Database, ref: string | number): Partner | undefined {
  if (typeof ref === 'string') return findPartner(db, ref);
  return partnerOf(db.prepare('SELECT * FROM partners WHERE number = ?').get(ref) as PartnerRow | undefined);
}

export interface NewPartner {
  id: string;
  name: string;
  publicKeyPem: string;
  trusted: boolean;
  kycAgreement: boolean;
  webhookUrl: string | null;
  webhookSecret: string;
  allowedOrigins: readonly string[];
}

/** Stores the partner with the next partner number, and returns that number. */
export function insertPartner(db: Database, partner: NewPartner, now: Date): number {
  const number = db.prepare('SELECT COALESCE(MAX(number), 0) + 1 FROM partners').pluck().get() as number;
  db.prepare(
    `INSERT INTO partners (id, number, name, public_key_pem, trusted, kyc_agreement, webhook_url, webhook_secret,
       allowed_origins, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    partner.id,
    number,
    partner.name,
    partner.publicKeyPem,
    partner.trusted ? 1 : 0,
    partner.kycAgreement ? 1 : 0,
    partner.webhookUrl,
    partner.webhookSecret,
    JSON.stringify(partner.allowedOrigins),
    now.toISOString(),
  );
  return number;
}
