// Terms accepted at sign-up in the BFF's SQLite file (table bff_terms_acceptances, migrations.ts).
import type { Database } from '../../../db/database';
import type { TermsAcceptance, TermsAcceptanceStorage } from '../terms-acceptance-storage';

export class SqliteTermsAcceptances implements TermsAcceptanceStorage {
  constructor(private readonly db: Database) {}

  record({ traderId, termsUrl, acceptedAt }: TermsAcceptance): Promise<void> {
    this.db
      .prepare(
        'INSERT INTO bff_terms_acceptances (trader_id, terms_url, accepted_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      )
      .run(traderId, termsUrl, acceptedAt);
    return Promise.resolve();
  }

  ofTrader(traderId: number): Promise<TermsAcceptance[]> {
    const rows = this.db
      .prepare(
        'SELECT trader_id, terms_url, accepted_at FROM bff_terms_acceptances WHERE trader_id = ? ORDER BY accepted_at',
      )
      .all(traderId) as { trader_id: number; terms_url: string; accepted_at: string }[];
    return Promise.resolve(
      rows.map((row) => ({ traderId: row.trader_id, termsUrl: row.terms_url, acceptedAt: row.accepted_at })),
    );
  }
}
