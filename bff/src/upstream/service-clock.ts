// The service's clock as the BFF knows it: its own clock plus the offset the service's answers show. The browser
// API tells it to the views with every answer (X-Service-Time, docs/bff.md "The service's time"), so their
// countdowns count against the clock that decides expiries: a sandbox clock moved ahead, or a BFF whose clock is off.
import type { Clock } from '../clock';

/** Learns the service's time from its answers; `now()` is the service's time by this estimate. */
export class ServiceClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly local: Clock) {}

  now(): Date {
    return new Date(this.local.now().getTime() + this.offsetMs);
  }

  /** Service time minus the BFF's own, as estimated now (ms). */
  get offset(): number {
    return this.offsetMs;
  }

  /**
   * Call as a request to the service leaves; call what it returns with the answer's time: its `Date` header
   * (whole seconds, as any HTTP server sends it, by the service's clock) or an exact time the service read out.
   */
  asking(): (serviceTime: string | null | undefined, precision?: 'second' | 'exact') => void {
    const sentAt = this.local.now().getTime();
    return (serviceTime, precision = 'second') => {
      const said = serviceTime ? Date.parse(serviceTime) : NaN;
      if (Number.isNaN(said)) return;
      const receivedAt = this.local.now().getTime();
      // The service read its clock between sending and receiving, somewhere in [said, said + 1 s) for a Date
      // header. An offset that fits is kept, so answers never make the time shown jitter; one that does not (a
      // moved sandbox clock) is replaced at once by the middle of what fits.
      const width = precision === 'second' ? 1000 : 0;
      const lowest = said - receivedAt;
      const highest = said + width - sentAt;
      if (this.offsetMs < lowest || this.offsetMs > highest) this.offsetMs = Math.round((lowest + highest) / 2);
    };
  }
}
