// The pages the identity provider and the card payment page send the customer back to. Each tells the window that
// opened it (the widget's frame, or a partner's app using the kit; else the frame it sits in) how it went, on that
// window's origin only, then closes if it can.
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { KycReturnMessage } from '#contract/bff/kyc';
import type { TradeReturnMessage } from '#contract/bff/trade';
import type { BffContext } from '../context';
import { localeFromAcceptLanguage, returnPageText } from '../customer-locale';
import { openerOrigin } from '../return-url';

/** A return page's language, direction and words (customer-locale.ts). */
type ReturnPageText = ReturnType<typeof returnPageText>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function kycReturnPage(
  result: KycReturnMessage['result'],
  opener: string,
  nonce: string,
  text: ReturnPageText,
): string {
  const message: KycReturnMessage = { type: 'tradekit:kyc-return', result };
  const { words } = text;
  const said = result === 'submitted' ? words.kycSubmitted : result === 'failed' ? words.kycFailed : words.kycEnded;
  return widgetReturnPage({ title: words.kycTitle, text: said, result, message, opener, nonce, page: text });
}

/** The page the card payment page sends the customer back to: tells the opener, which reads its trade again. */
export function tradeReturnPage(opener: string, nonce: string, text: ReturnPageText): string {
  const message: TradeReturnMessage = { type: 'tradekit:trade-return' };
  const { words } = text;
  return widgetReturnPage({
    title: words.paymentTitle,
    text: words.paymentClosed,
    result: 'returned',
    message,
    opener,
    nonce,
    page: text,
  });
}

/**
 * A page a third party (identity provider, card payment page) sends the customer back to: it posts `message` to
 * the window that opened it (or the frame it sits in) on `opener`, that window's origin, only, then closes if it
 * can. Scripts and styles run by `nonce` (the route sends the matching CSP).
 */
export function widgetReturnPage(page: {
  title: string;
  text: string;
  result: string;
  message: unknown;
  /** The exact origin the message goes to ({@link openerOrigin}). */
  opener: string;
  nonce: string;
  /** The page's language, direction and closing sentence. */
  page: ReturnPageText;
}): string {
  const { title, text, result, message, opener, nonce } = page;
  const { locale, dir, words } = page.page;
  // JSON inside a script: `<` is escaped so no value can close the script element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:28rem;padding:0 1rem;text-align:center}h1{font-size:1.25rem}</style>
</head><body>
<main>
<h1>${escapeHtml(title)}</h1>
<p data-result="${escapeHtml(result)}">${escapeHtml(text)}</p>
<p>${escapeHtml(words.close)}</p>
</main>
<script nonce="${nonce}">
(function () {
  var message = ${json(message)};
  var origin = ${json(opener)};
  var target = window.opener || (window.parent !== window ? window.parent : null);
  if (target) {
    try { target.postMessage(message, origin); } catch (e) {}
    if (window.opener) window.close();
  }
})();
</script>
</body></html>
`;
}

/**
 * A return page for the route to answer, with its own nonce-based CSP on `reply`, telling the origin its `opener`
 * query names if this BFF allows it (else its own). The flow that returns may run inside the widget's frame, so the
 * page may be framed where the widget may. Returned, not sent: the route sends it once, after which every onSend
 * hook of the browser API runs on it like on any answer.
 */
export function returnPage(
  reply: FastifyReply,
  ctx: Pick<BffContext, 'settings' | 'allowedOrigins'>,
  query: { opener?: string | undefined; acceptLanguage?: string | undefined },
  page: (opener: string, nonce: string, text: ReturnPageText) => string,
): string {
  const { opener } = query;
  const { settings } = ctx;
  const nonce = randomBytes(16).toString('base64');
  const target = openerOrigin(opener, settings.publicUrl, ctx.allowedOrigins);
  const frameAncestors = ["'self'", ...settings.allowedOrigins].join(' ');
  reply
    .type('text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestors}`,
    )
    .header('cache-control', 'no-store');
  return page(target, nonce, returnPageText(localeFromAcceptLanguage(query.acceptLanguage)));
}
