// Sending the user to the identity provider. Popup blockers allow a window only when it is opened inside the
// click, so the window is opened first (blank) and pointed at `redirectUrl` once the attempt exists. Inside an
// iframe the iframe itself is never navigated: the provider does not allow being framed, and the host page
// would lose the widget.

/** The one top-level navigation this module makes; an object so tests can watch it. */
export const topNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** A window opened for the provider, before its address is known. */
export interface PendingIdentificationWindow {
  /** Sends the window (or, without one, the top-level page) to the provider. */
  go(redirectUrl: string): 'popup' | 'top' | 'blocked';
  /** Closes the blank window when starting the attempt failed. */
  cancel(): void;
}

function inIframe(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent throws on access: that is an iframe too.
    return true;
  }
}

/** Call synchronously inside the click handler. */
export function openIdentificationWindow(): PendingIdentificationWindow {
  // `opener` is kept: the BFF's return page, on the widget's own origin, tells the widget through it that the user
  // is back (the view also polls, so a browser that drops `opener` only makes it slower).
  const popup = window.open('', '_blank');
  return {
    go(redirectUrl) {
      if (popup && !popup.closed) {
        popup.location.href = redirectUrl;
        return 'popup';
      }
      // Blocked popup: outside an iframe the page itself goes; inside one, the view offers a link instead.
      if (inIframe()) return 'blocked';
      topNavigation.assign(redirectUrl);
      return 'top';
    },
    cancel() {
      popup?.close();
    },
  };
}
