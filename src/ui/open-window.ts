// Sending the customer to a third party's page (the identity provider, the card payment page) without losing the
// widget. Popup blockers allow a window only when it is opened inside the click, so the window is opened there
// (blank when the address is not known yet) and pointed at the page once it is. Inside an iframe the iframe itself
// is never navigated: such pages do not allow being framed, and the host page would lose the widget.

/** How the page was opened: in a popup, by navigating the whole page, or not at all (offer a link instead). */
export type OpenedBy = 'popup' | 'top' | 'blocked';

/** The one top-level navigation this module makes; an object so tests can watch it. */
export const topNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** A window opened inside a click, before (or as) its address is known. */
export interface PendingWindow {
  /** Sends the window (or, without one, the top-level page) to `url`. */
  go(url: string): OpenedBy;
  /** Closes the blank window when what it was for failed. */
  cancel(): void;
  /**
   * Whether the window it opened has been closed since (by the customer, or by itself after handing back); false
   * when none was opened. A window's `closed` is readable whatever page it shows, on any origin.
   */
  isClosed(): boolean;
}

/** Whether the view runs in a frame (the widget), where the page itself must never be navigated away. */
export function inIframe(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent throws on access: that is an iframe too.
    return true;
  }
}

/**
 * Opens a blank window. Call synchronously inside the click handler, then `go` once the address is known.
 * `leavePage`: whether, when no window can open outside a frame, the page itself may go instead; only when the
 * third party sends the customer back to a page that reads the result (a host's return URL). The BFF's return
 * pages only tell the window that opened them, so a page that went there would not come back.
 */
export function openPendingWindow(leavePage = true): PendingWindow {
  // `opener` is kept: the BFF's return page tells the window that opened it (on that window's origin) that the
  // customer is back (the views also poll, so a browser that drops `opener` only makes it slower).
  const popup = window.open('', '_blank');
  return {
    go(url) {
      if (popup && !popup.closed) {
        popup.location.href = url;
        return 'popup';
      }
      // Blocked popup: outside an iframe the page itself may go; inside one, the view offers a link instead.
      if (!leavePage || inIframe()) return 'blocked';
      topNavigation.assign(url);
      return 'top';
    },
    cancel() {
      popup?.close();
    },
    isClosed: () => popup?.closed === true,
  };
}

/** How often a view looks whether the window it opened was closed: a closed window is noticed within a second. */
export const CLOSED_POLL_MS = 500;

/** Calls `onClosed` once when `opened`'s window is closed; returns what stops watching it. */
export function watchClosed(opened: PendingWindow, onClosed: () => void): () => void {
  const timer = setInterval(() => {
    if (!opened.isClosed()) return;
    clearInterval(timer);
    onClosed();
  }, CLOSED_POLL_MS);
  return () => clearInterval(timer);
}
