// Stand-ins for what a view opens or listens to outside the page, for component tests: the window a popup opens
// (its `closed`, its `location`), and an event stream that opens and stays quiet.
import { vi } from 'vitest';

/** A popup's window as `window.open` returns it: set `closed` to close it, read `location.href` for where it went. */
export function fakePopup() {
  return { closed: false, location: { href: '' }, close: vi.fn() };
}

/** An event stream that opens and stays quiet: a view stops polling, so only what the test does reads anew. */
export class QuietEventSource {
  static readonly CLOSED = 2;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    setTimeout(() => this.onopen?.(), 0);
  }
  addEventListener() {}
  close() {}
}
