// The BFF's estimate of the service's time, from the answers' Date headers (whole seconds) and exact readings.
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock';
import { ServiceClock } from '../../src/upstream/service-clock';

const T0 = new Date('2026-03-01T12:00:00.000Z');

/** One exchange: asked at the local clock's time, answered `rttMs` later with `serviceTime`. */
function exchange(
  local: FixedClock,
  service: ServiceClock,
  serviceTime: string,
  rttMs = 20,
  precision?: 'second' | 'exact',
) {
  const heard = service.asking();
  local.advance(rttMs / 1000);
  heard(serviceTime, precision);
}

describe('ServiceClock', () => {
  it('rule: a Date header that fits the current estimate changes nothing, so answers never make a countdown jitter', () => {
    const local = new FixedClock(T0);
    const service = new ServiceClock(local);
    // The service's clock agrees with the BFF's; its Date header drops the milliseconds, wherever in the second.
    for (const within of [0, 300, 700, 990]) {
      local.set(new Date(T0.getTime() + within));
      exchange(local, service, local.now().toUTCString());
      expect(service.offset).toBe(0);
    }
  });

  it('rule: a moved service clock is learned from the next answer, to within a second', () => {
    const local = new FixedClock(T0);
    const service = new ServiceClock(local);
    const ahead = 16 * 60 * 1000 + 300;
    exchange(local, service, new Date(local.now().getTime() + ahead).toUTCString());
    expect(Math.abs(service.offset - ahead)).toBeLessThan(1000);
    expect(Math.abs(service.now().getTime() - (local.now().getTime() + ahead))).toBeLessThan(1000);
  });

  it('an exact reading pins the offset to the round trip', () => {
    const local = new FixedClock(T0);
    const service = new ServiceClock(local);
    const ahead = 76 * 60 * 1000 + 123;
    // The service read its clock halfway through a 40 ms round trip.
    const heard = service.asking();
    local.advance(0.02);
    const read = new Date(local.now().getTime() + ahead).toISOString();
    local.advance(0.02);
    heard(read, 'exact');
    expect(Math.abs(service.offset - ahead)).toBeLessThanOrEqual(20);
    // Later exact readings that fit keep it.
    const kept = service.offset;
    exchange(local, service, new Date(local.now().getTime() + ahead + 5).toISOString(), 20, 'exact');
    expect(service.offset).toBe(kept);
  });

  it('ignores an answer without a usable time', () => {
    const local = new FixedClock(T0);
    const service = new ServiceClock(local);
    for (const value of [null, undefined, '', 'not a date']) exchange(local, service, value as string);
    expect(service.offset).toBe(0);
  });
});
