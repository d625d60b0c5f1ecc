// The time left until something expires (an invoice, a price quote, a payment deadline), from the clock rather
// than from counted ticks, so it is right again the moment a sleeping tab wakes up.
import { useEffect, useState } from 'react';

/**
 * Milliseconds until `expireTime` (never below 0), re-read every second and whenever the page becomes visible.
 * `serverAheadMs` corrects for a server clock that runs ahead of this device's (estimated from the invoice's
 * creation time, which cannot lie in the server's future).
 */
export function useCountdown(expireTime: string, serverAheadMs = 0, now: () => number = Date.now): number {
  const remaining = () => Math.max(0, Date.parse(expireTime) - (now() + serverAheadMs));
  const [left, setLeft] = useState(remaining);
  useEffect(() => {
    const update = () => setLeft(remaining());
    update();
    const timer = setInterval(update, 1000);
    document.addEventListener('visibilitychange', update);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', update);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `remaining` only reads these three
  }, [expireTime, serverAheadMs, now]);
  return left;
}

/** `mm:ss`, or `h:mm:ss` from an hour up. */
export function formatCountdown(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
