// The partners the emulated service knows (core table `partners`, shared with the sandbox bootstrap).
import type { Database } from '../../db/database';

export interface Partner {
  id: string;
  name: string;
  publicKeyPem: string;
  trusted: boolean;
  kycAgreement: boolean;
  webhookUrl: string | null;
  webhookSecret: string | null;
}

interface PartnerRow {
  id: string;
  name: string;
  public_key_pem: string;
  trusted: number;
  kyc_agreement: number;
  webhook_url: string | null;
  webhook_secret: string | null;
}

export function findPartner(db: Database, id: string): Partner | undefined {
  // Ids are UUIDs handed out in lower case; a client may send them in either case.
  const row = db.prepare('SELECT * FROM partners WHERE id = ?').get(id.toLowerCase()) as PartnerRow | undefined;
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    publicKeyPem: row.public_key_pem,
    trusted: row.trusted === 1,
    kycAgreement: row.kyc_agreement === 1,
    webhookUrl: row.webhook_url,
    webhookSecret: row.webhook_secret,
  };
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

export function insertPartner(db: Database, partner: NewPartner, now: Date): void {
  db.prepare(
    `INSERT INTO partners (id, name, public_key_pem, trusted, kyc_agreement, webhook_url, webhook_secret,
       allowed_origins, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    partner.id,
    partner.name,
    partner.publicKeyPem,
    partner.trusted ? 1 : 0,
    partner.kycAgreement ? 1 : 0,
    partner.webhookUrl,
    partner.webhookSecret,
    JSON.stringify(partner.allowedOrigins),
    now.toISOString(),
  );
}
