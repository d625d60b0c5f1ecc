// Used widget-session token ids in the BFF's SQLite file (table bff_used_widget_tokens, migrations.ts).
import type { Database } from '../../../db/database';
import type { UsedWidgetTokenStorage } from '../used-widget-token-storage';

export class SqliteUsedWidgetTokens implements UsedWidgetTokenStorage {
  constructor(private readonly db: Database) {}

  async markUsed(tokenId: string, expiresAt: Date, now: Date): Promise<boolean> {
    const recorded = this.db.transaction(() => {
      this.db.prepare('DELETE FROM bff_used_widget_tokens WHERE expires_at <= ?').run(now.toISOString());
      // The primary key makes the insert the one atomic test-and-set: a second use finds the row.
      const inserted = this.db
        .prepare('INSERT INTO bff_used_widget_tokens (token_id, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING')
        .run(tokenId, expiresAt.toISOString());
      return inserted.changes === 1;
    })();
    return recorded;
  }
}
