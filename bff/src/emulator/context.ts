// What every part of the emulator is handed: its database, its movable clock, the server's configuration, and the
// objects the emulator keeps while it runs. The composition root makes one context per server with
// `createEmulatorContext` and closes it with the server; nothing in the emulator keeps state keyed by a database.
import type { OffsetClock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { DueWatch } from './merchant/due-watch';
import { MerchantAccounts } from './merchant/merchant-account';
import { Outbox } from './outbox/store';
import { MemoryRateLimitStore } from './rate-limit';
import { AccessTokenKey } from './trade/tokens';

export interface EmulatorContext {
  db: Database;
  clock: OffsetClock;
  config: Config;
  /** The rate-limit windows both APIs count in. */
  rateLimits: MemoryRateLimitStore;
  /** The Trade API's access-token signing key, imported once. */
  accessTokenKey: AccessTokenKey;
  /** Merchant callbacks and partner webhooks waiting to go out, and the deliveries in flight. */
  outbox: Outbox;
  /** When the Merchant API's next time-driven move can fall due. */
  dueWatch: DueWatch;
  /** Merchants kept by API key. */
  merchantAccounts: MerchantAccounts;
}

/** An emulator context with what closes it. */
export interface OwnedEmulatorContext extends EmulatorContext {
  /** Drops what the context set up on its database (SQL functions, temporary triggers); the database stays open. */
  close(): void;
}

/**
 * Makes the emulator's context on a migrated database, outside any transaction (its temporary triggers would go
 * with a rollback). One per database: a second one is refused, since both would own the same SQL functions.
 */
export function createEmulatorContext(parts: {
  db: Database;
  clock: OffsetClock;
  config: Config;
}): OwnedEmulatorContext {
  const { db } = parts;
  if (db.inTransaction) throw new Error('createEmulatorContext must not run inside a transaction');
  const owned: { close(): void }[] = [];
  const own = <T extends { close(): void }>(thing: T): T => {
    owned.push(thing);
    return thing;
  };
  try {
    return {
      db,
      clock: parts.clock,
      config: parts.config,
      rateLimits: new MemoryRateLimitStore(),
      accessTokenKey: new AccessTokenKey(db),
      outbox: own(new Outbox(db)),
      dueWatch: own(new DueWatch(db)),
      merchantAccounts: own(new MerchantAccounts(db)),
      close: () => {
        for (const thing of owned.splice(0).reverse()) thing.close();
      },
    };
  } catch (error) {
    for (const thing of owned.reverse()) thing.close();
    throw error;
  }
}

/**
 * The context alone out of a plugin's options, which also hold the plugin's own `prefix` (a child plugin handed
 * them would apply it again).
 */
export function contextOf(options: EmulatorContext): EmulatorContext {
  const { db, clock, config, rateLimits, accessTokenKey, outbox, dueWatch, merchantAccounts } = options;
  return { db, clock, config, rateLimits, accessTokenKey, outbox, dueWatch, merchantAccounts };
}
