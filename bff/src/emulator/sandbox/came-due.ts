// What came due when the sandbox clock moved: every resource whose state moved while the due moves ran, told by the
// `changed` events its store announces (trades from their history, invoices once their store announces), so a new
// resource with states shows up here without a change to this file.
import type * as z from 'zod/mini';
import type { CameDue } from '#contract/sandbox/requests';
import type { Database } from '../../db/database';
import { onSandboxEvent } from './events';

export type CameDueEntry = z.output<typeof CameDue>;

/**
 * Runs `work` (synchronous, as the due moves are) and answers each resource whose state moved meanwhile, once, in
 * the order it first moved, with the last state it reached. Changes without a state (a trader's profile) are not
 * moves of a state and are left out.
 */
export function stateMovesDuring(db: Database, work: () => void): CameDueEntry[] {
  const moved = new Map<string, CameDueEntry>();
  const stop = onSandboxEvent(db, (event) => {
    if (event.type !== 'changed' || event.state === undefined) return;
    const key = `${event.resource}:${event.id}`;
    // A Map keeps a key where it was first set: a resource that moves twice stays in its place, in its last state.
    moved.set(key, { resource: event.resource, id: event.id, state: event.state });
  });
  try {
    work();
  } finally {
    stop();
  }
  return [...moved.values()];
}
