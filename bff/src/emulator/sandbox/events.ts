// What the sandbox did, told as it happens: a mail landed in the mailbox, the clock moved, a callback was tried, a
// trader, trade or invoice changed. The console at `/sandbox/` listens through `GET /sandbox/events`
// (routes/events.ts) and re-reads what changed, so it shows new mail, each delivery attempt, the new time and each
// state without polling. One hub per emulator database: the process may hold several (tests).
import { EventEmitter } from 'node:events';
import type { Database } from '../../db/database';

export type SandboxEvent =
  | { type: 'mail'; to: string; subject: string; createTime: string }
  | { type: 'clock'; now: string }
  /** An attempt of outbox message `id` was recorded (outbox/store.ts). */
  | { type: 'delivery'; id: number; kind: string; time: string }
  /**
   * A trader (its states, identification attempts, profile), a trade or a merchant invoice was written: `state` is
   * the trade's or invoice's new state when that moved. Announced by the stores that write them, so the console's
   * Traders and Trades panels re-read it, and the clock route tells what came due when it moved.
   */
  | { type: 'changed'; resource: SandboxResource; id: number; state?: string };

export type SandboxResource = 'trader' | 'trade' | 'invoice';

const hubs = new WeakMap<Database, EventEmitter>();

function hubOf(db: Database): EventEmitter {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new EventEmitter();
    // Every open console is a listener; none of them is a leak.
    hub.setMaxListeners(0);
    hubs.set(db, hub);
  }
  return hub;
}

/** Tells every listener of `db`'s sandbox what just happened. */
export function announceSandboxEvent(db: Database, event: SandboxEvent): void {
  hubs.get(db)?.emit('event', event);
}

/** Calls `listener` with each event of `db`'s sandbox until the returned function is called. */
export function onSandboxEvent(db: Database, listener: (event: SandboxEvent) => void): () => void {
  const hub = hubOf(db);
  hub.on('event', listener);
  return () => hub.off('event', listener);
}
