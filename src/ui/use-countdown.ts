// The time left until something expires (an invoice, a price quote, a payment deadline), by the service's clock
// (the provider's, learned from the BFF's answers) rather than this device's, and from the clock rather than from
// counted ticks, so it is right again the moment a sleeping tab wakes up.
import { useEffect, useState } from 'react';
import { getServiceTime } from '../api/contract/bff/routes-service-time';
import { useTradekit } from '../api/client/tradekit-context';

/** While a sandbox clock may be moved, a running countdown asks for the service's time this often (in ticks of 1 s). */
const RECHECK_TICKS = 2;

/**
 * Milliseconds until `expireTime` by the service's clock (never below 0), re-read every second and whenever the page
 * becomes visible. Against a sandbox, whose clock is moved without any answer saying so, it also asks the BFF for
 * the time every {@link RECHECK_TICKS} seconds while it runs, so a moved clock shows within that.
 */
export function useCountdown(expireTime: string): number {
  const { client, serviceClock } = useTradekit();
  const remaining = () => Math.max(0, Date.parse(expireTime) - serviceClock.now());
  const [left, setLeft] = useState(remaining);
  useEffect(() => {
    let ticks = 0;
    const update = () => setLeft(remaining());
    const ask = () => {
      if (serviceClock.movable && remaining() > 0) client.call(getServiceTime).then(update, () => undefined);
    };
    const tick = () => {
      update();
      if (++ticks % RECHECK_TICKS === 0) ask();
    };
    const woken = () => {
      update();
      ask();
    };
    update();
    const timer = setInterval(tick, 1000);
    document.addEventListener('visibilitychange', woken);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', woken);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `remaining` only reads these
  }, [expireTime, serviceClock, client]);
  return left;
}
