// Runs background work (downloading the next screens' code) when the browser has nothing better to do, so it
// never competes with what the user is looking at.

/** Calls `task` once the main thread is idle (at the latest after `timeoutMs`). */
export function whenIdle(task: () => unknown, timeoutMs = 3000): void {
  const run = () => void Promise.resolve(task()).catch(() => undefined);
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 0);
}
