// Seconds left before an action may be repeated (resend a code), counting down once a second.
import { useCallback, useEffect, useState } from 'react';

export function useCooldown(seconds: number, startRunning: boolean) {
  const [left, setLeft] = useState(startRunning ? seconds : 0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const restart = useCallback(() => setLeft(seconds), [seconds]);
  return { left, restart };
}
