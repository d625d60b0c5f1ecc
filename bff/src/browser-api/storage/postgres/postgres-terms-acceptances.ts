// Terms accepted at sign-up in PostgreSQL (table bff_terms_acceptances, postgres-migrations.ts).
import type pg from 'pg';
import type { TermsAcceptance, TermsAcceptanceStorage } from '../terms-acceptance-storage';

export class PostgresTermsAcceptances implements TermsAcceptanceStorage {
  constructor(private readonly pool: pg.Pool) {}

  async record({ traderId, termsUrl, acceptedAt }: TermsAcceptance): Promise<void> {
    await this.pool.query(
      'INSERT INTO bff_terms_acceptances (trader_id, terms_url, accepted_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [traderId, termsUrl, acceptedAt],
    );
  }

  async ofTrader(traderId: number): Promise<TermsAcceptance[]> {
    const { rows } = await this.pool.query<{ trader_id: string; terms_url: string; accepted_at: Date }>(
      'SELECT trader_id, terms_url, accepted_at FROM bff_terms_acceptances WHERE trader_id = $1 ORDER BY accepted_at',
      [traderId],
    );
    return rows.map((row) => ({
      traderId: Number(row.trader_id),
      termsUrl: row.terms_url,
      acceptedAt: row.accepted_at.toISOString(),
    }));
  }
}
