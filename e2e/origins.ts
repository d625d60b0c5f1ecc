// The e2e runs put the partner's page and the widget on two origins, as in production: the page on 127.0.0.1,
// the BFF (widget, browser API, sandbox) on localhost, both served by the one `npm start` process. A second BFF
// instance (production mode, e2e/second-instance.ts) listens on the next port, sharing the first one's state.
/**
 * TRADEKIT_E2E_PORT lets two e2e runs share a machine: each takes that port and the next three (the second instance,
 * and the kit host app's two origins).
 */
export const port = Number(process.env.TRADEKIT_E2E_PORT ?? 4100);
export const widgetOrigin = `http://localhost:${port}`;
export const partnerOrigin = `http://127.0.0.1:${port}`;

/** The second BFF instance: its own port and origin, the same PostgreSQL schema as the first. */
export const secondPort = port + 1;
export const secondOrigin = `http://localhost:${secondPort}`;

/**
 * A partner's own React app using the kit's views (e2e/kit-host/), served by its own server on another origin than
 * the BFF's: one the BFF allows (in ALLOWED_ORIGINS), and one it does not.
 */
export const kitHostOrigin = `http://127.0.0.1:${port + 2}`;
export const refusedKitHostOrigin = `http://127.0.0.1:${port + 3}`;

/** The demo partner page on the partner's origin, embedding the widget from the BFF's. */
export function partnerPageUrl(query: Record<string, string> = {}): string {
  return `${partnerOrigin}/?${new URLSearchParams({ bff: widgetOrigin, ...query })}`;
}
