// The service's clock as the BFF's answers tell it (X-Service-Time, docs/bff.md "The service's time"): countdowns
// count against it, so a device whose clock is wrong, or a sandbox clock moved on, still shows the right time left.
import { SERVICE_CLOCK_HEADER, SERVICE_TIME_HEADER } from '../contract/bff/service-time';

/** One provider's estimate of the service's time; the fetcher feeds it every answer. */
export interface ServiceClock {
  /** The service's time now, in ms since the epoch: this device's clock corrected by what the answers said. */
  now(): number;
  /** The service's clock is the sandbox's, which jumps when moved: a countdown asks `GET /api/time` now and then. */
  movable: boolean;
  /** Learns from one answer, its request sent at `sentAt` and answered at `receivedAt` (this device's ms). */
  learn(headers: Headers, sentAt: number, receivedAt: number): void;
}

export function createServiceClock(): ServiceClock {
  let offset = 0;
  const clock: ServiceClock = {
    now: () => Date.now() + offset,
    movable: false,
    learn(headers, sentAt, receivedAt) {
      const said = Date.parse(headers.get(SERVICE_TIME_HEADER)!);
      // No header: an older BFF, or a proxy's own answer.
      if (Number.isNaN(said)) return;
      clock.movable = headers.has(SERVICE_CLOCK_HEADER);
      // The BFF stamped its answer between the two: an offset that fits is kept, so the seconds shown never jitter
      // from one answer to the next; one that does not (a moved clock, a first answer) takes the middle.
      if (said - receivedAt > offset || said - sentAt < offset) offset = said - (sentAt + receivedAt) / 2;
    },
  };
  return clock;
}
