// The page an email refund's link opens: the customer gives the bitcoin address to send the refund to. Plain
// HTML with a form (no framework, no script), served by the emulator at `/merchant/refunds/<token>`; the token
// is random and stored, so a guessed link shows nothing.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatMinor } from '#i18n/format';
import { merchantSiteEndpoints } from '#contract/sandbox/endpoints';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { applyDueTransitions } from '../due-transitions';
import { merchantEnv } from '../merchant-env';
import { giveRefundAddress, refundByToken } from '../refunds';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>${escape(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;` +
        `padding:0 1rem}input{width:100%;padding:.5rem;font:inherit}button{margin-top:1rem;padding:.5rem 1rem;` +
        `font:inherit}.problem{color:#a00}</style></head><body><h1>${escape(title)}</h1>${body}</body></html>`,
    );
}

export async function refundAddressPage(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  const env = merchantEnv(ctx);
  // A browser form posts urlencoded; this page's own parser, not the Merchant API's JSON one.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // The 7-day expiry applies before the page shows anything.
  app.addHook('preHandler', async () => applyDueTransitions(env, ctx.clock.now()));
  app.setErrorHandler((_error, _request, reply) =>
    page(reply, 404, 'Refund link not valid', '<p>This refund link is not valid.</p>'),
  );

  const form = (token: string, amount: string, problem?: string) =>
    `<p>You are being refunded <strong>${escape(amount)}</strong> in bitcoin (testnet).</p>` +
    (problem ? `<p class="problem" role="alert">${escape(problem)}</p>` : '') +
    `<form method="post" action="${escape(token)}"><label for="btc_address">Your bitcoin address</label>` +
    `<input id="btc_address" name="btc_address" required autocomplete="off" spellcheck="false">` +
    `<button type="submit">Send my refund here</button></form>`;

  defineEndpoint(app, openToAnyone, merchantSiteEndpoints.showRefundAddressPage, async ({ params, reply }) => {
    const refund = refundByToken(env, params.token);
    if (!refund) return page(reply, 404, 'Refund link not valid', '<p>This refund link is not valid.</p>');
    const amount = formatMinor(refund.amount_minor, refund.currency, 'en');
    if (refund.state !== 'awaiting_btc_address')
      return page(
        reply,
        200,
        'Refund',
        `<p>This refund of ${escape(amount)} is ${escape(refund.state.replace(/_/g, ' '))}.</p>`,
      );
    return page(reply, 200, 'Claim your refund', form(params.token, amount));
  });

  defineEndpoint(app, openToAnyone, merchantSiteEndpoints.giveRefundAddress, async ({ body, params, reply }) => {
    const result = giveRefundAddress(env, params.token, body.btc_address, ctx.clock.now());
    if (result.ok)
      return page(
        reply,
        200,
        'Refund on its way',
        `<p>Your refund will be sent to ${escape(result.refund.btc_address ?? '')}.</p>`,
      );
    const refund = refundByToken(env, params.token);
    if (!refund || refund.state !== 'awaiting_btc_address')
      return page(reply, refund ? 409 : 404, 'Refund', `<p>${escape(result.problem)}</p>`);
    const amount = formatMinor(refund.amount_minor, refund.currency, 'en');
    return page(reply, 400, 'Claim your refund', form(params.token, amount, result.problem));
  });
}
