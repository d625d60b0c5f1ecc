// Used widget-session token ids in PostgreSQL (table bff_used_widget_tokens, postgres-migrations.ts).
import type pg from 'pg';
import type { UsedWidgetTokenStorage } from '../used-widget-token-storage';

export class PostgresUsedWidgetTokens implements UsedWidgetTokenStorage {
  constructor(private readonly pool: pg.Pool) {}

  async markUsed(tokenId: string, expiresAt: Date, now: Date): Promise<boolean> {
    // Forgetting expired ids is housekeeping; the insert alone decides, so the two need no common transaction.
    await this.pool.query('DELETE FROM bff_used_widget_tokens WHERE expires_at <= $1', [now]);
    // The primary key makes the insert the one atomic test-and-set, across every instance.
    const { rowCount } = await this.pool.query(
      'INSERT INTO bff_used_widget_tokens (token_id, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [tokenId, expiresAt],
    );
    return rowCount === 1;
  }
}
