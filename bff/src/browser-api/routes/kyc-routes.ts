// Identity verification: start, read and list attempts, and the page the identity provider returns the user to.
import type { FastifyInstance } from 'fastify';
import type { BffContext } from '../context';
import { defineRoute } from '../define-route';
import { checkedReturnUrl, KYC_RETURN_PATH, ownReturnUrl } from '../return-url';
import { kycReturnPage, returnPage } from './kyc-return-page';

/**
 * The identification device of a browser, read the way the Trade API says it tunes to it: its platform client hint
 * first (`Sec-CH-UA-Platform`, which Chromium sends even where its User-Agent is reduced), else its User-Agent.
 */
export function deviceTypeOf(userAgent: string | undefined, platformHint?: string): 'android' | 'ios' | 'desktop' {
  const platform = platformHint?.replace(/"/g, '');
  if (platform === 'Android') return 'android';
  if (platform === 'iOS') return 'ios';
  if (platform) return 'desktop';
  if (!userAgent) return 'desktop';
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod|iOS/i.test(userAgent)) return 'ios';
  return 'desktop';
}

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

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
        body: {
          returnUrl,
          deviceType:
            body.deviceType ??
            deviceTypeOf(request.headers['user-agent'], firstOf(request.headers['sec-ch-ua-platform'])),
        },
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

  defineRoute(app, ctx, 'kycReturn', async ({ query, request, reply }) =>
    returnPage(
      reply,
      ctx,
      { opener: query.opener, acceptLanguage: request.headers['accept-language'] },
      (opener, nonce, text) => kycReturnPage(query.result ?? 'unknown', opener, nonce, text),
    ),
  );
}
