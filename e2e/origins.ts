// The e2e runs put the partner's page and the widget on two origins, as in production: the page on 127.0.0.1,
// the BFF (widget, browser API, sandbox) on localhost, both served by the one `npm start` process. A second BFF
// instance (production mode, e2e/second-instance.ts) listens on the next port, sharing the first one's state.
/** TRADEKIT_E2E_PORT lets two e2e runs share a machine: each takes that port and the next (the second instance). */
export const port = Number(process.env.TRADEKIT_E2E_PORT ?? 4100);
export const widgetOrigin = `http://localhost:${port}`;
export const partnerOrigin = `http://127.0.0.1:${port}`;

/** The second BFF instance: its own port and origin, the same PostgreSQL schema as the first. */
export const secondPort = port + 1;
export const secondOrigin = `http://localhost:${secondPort}`;

/** The demo partner page on the partner's origin, embedding the widget from the BFF's. */
export function partnerPageUrl(query: Record<string, string> = {}): string {
  return `${partnerOrigin}/?${new URLSearchParams({ bff: widgetOrigin, ...query })}`;
}
