// Identity verification: start, read and list attempts, and the page the identity provider returns the user to.
import type { FastifyInstance } from 'fastify';
import type { BffContext } from '../context';
import { defineRoute } from '../define-route';
import { checkedReturnUrl, KYC_RETURN_PATH, ownReturnUrl } from '../return-url';
import { kycReturnPage, sendReturnPage } from './kyc-return-page';

/** The identification device of a browser's User-Agent, read the way the Trade API says it tunes to it. */
export function deviceTypeOf(userAgent: string | undefined): 'android' | 'ios' | 'desktop' {
  if (!userAgent) return 'desktop';
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod|iOS/i.test(userAgent)) return 'ios';
  return 'desktop';
}

export function kycRoutes(app: FastifyInstance, ctx: BffContext): void {
  const { trade, tokens, settings } = ctx;

  defineRoute(app, ctx, 'startIdentification', ({ session, body, request }) => {
    const returnUrl =
      body.returnUrl === undefined
        ? ownReturnUrl(settings.publicUrl, KYC_RETURN_PATH, request.headers.origin)
        : checkedReturnUrl(body.returnUrl, ctx.allowedOrigins);
    return tokens.withAccessToken(session, (bearer) =>
      trade.call('createIdentificationAttempt', {
        bearer,
        // The service would read the device from the User-Agent, but it sees the BFF's; so the BFF reads the user's.
        body: { returnUrl, deviceType: body.deviceType ?? deviceTypeOf(request.headers['user-agent']) },
      }),
    );
  });

  defineRoute(app, ctx, 'listIdentifications', ({ session }) =>
    tokens.withAccessToken(session, (bearer) => trade.call('listIdentificationAttempts', { bearer })),
  );

  defineRoute(app, ctx, 'getIdentification', ({ session, params }) =>
    tokens.withAccessToken(session, (bearer) =>
      trade.call('getIdentificationAttempt', { bearer, params: { id: params.id } }),
    ),
  );

  defineRoute(app, ctx, 'kycReturn', async ({ query, reply }) => {
    sendReturnPage(reply, ctx, query.opener, (opener, nonce) =>
      kycReturnPage(query.result ?? 'unknown', opener, nonce),
    );
    return undefined;
  });
}
