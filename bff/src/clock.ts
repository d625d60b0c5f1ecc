// One injectable source of time. The emulator's clock can be moved forward by the sandbox (expiries, 7-day
// refunds); the BFF keeps real time. Nothing reads Date.now() directly.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Real time plus an offset that only grows; the sandbox persists the offset so a restart keeps the moved time. */
export class OffsetClock implements Clock {
  constructor(
    private offsetMs = 0,
    private readonly base: Clock = systemClock,
  ) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  get offset(): number {
    return this.offsetMs;
  }

  advance(seconds: number): Date {
    if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError('the clock only moves forward');
    this.offsetMs += Math.round(seconds * 1000);
    return this.now();
  }
}

/** A clock that stands still until a test moves it. */
export class FixedClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(date: Date): void {
    this.current = new Date(date.getTime());
  }
  advance(seconds: number): Date {
    this.current = new Date(this.current.getTime() + seconds * 1000);
    return this.now();
  }
}
