// The signed-in user's Trade API tokens: kept in the session, refreshed before the access token ends, and — since
// the BFF's idea of a token's age can be wrong (the service's clock, a revoked token) — one refresh and one retry
// when the service refuses a token the BFF thought valid. A refresh the service refuses signs the session out.
import type { TokenResponse } from '#contract/trade/auth';
import type { Clock } from '../clock';
import { ApiError } from '../http/failure';
import type { TradeClient } from '../upstream/trade-client';
import { UpstreamError } from '../upstream/upstream-error';
import { SIGNED_IN_SESSION_SECONDS, type SessionData, type SessionStore, type StoredSession } from './session-store';

/** Refresh when less than this is left of the access token, so a request never starts with a dying token. */
export const REFRESH_MARGIN_SECONDS = 120;
/** Spec: the refresh token is valid 24 hours. */
const REFRESH_TOKEN_SECONDS = 24 * 60 * 60;

export const notSignedIn = (why = 'Sign in to continue.') => new ApiError(401, 'not_signed_in', why);

/**
 * A refusal of the token itself (401 anything, 403 `invalid_token` or an unknown 403 code), as opposed to a 403
 * that is about the resource, such as `account_type_not_allowed`, where a new token would change nothing.
 */
function isTokenRefusal(error: unknown): boolean {
  if (!(error instanceof UpstreamError) || error.service !== 'trade') return false;
  if (error.status === 401) return true;
  return error.status === 403 && error.code !== 'account_type_not_allowed';
}

export class UserTokens {
  /** One refresh at a time per session: two parallel requests must not both spend the same refresh token. */
  private readonly refreshing = new Map<string, Promise<void>>();

  constructor(private readonly deps: { store: SessionStore; trade: TradeClient; clock: Clock }) {}

  /** The session's user part for a token response just obtained. */
  userFrom(email: string, tokens: TokenResponse, offlineToken?: string): NonNullable<SessionData['user']> {
    const now = this.deps.clock.now().getTime();
    return {
      email,
      accessToken: tokens.access_token,
      accessExpiresAt: new Date(now + tokens.expires_in * 1000).toISOString(),
      refreshToken: tokens.refresh_token,
      refreshExpiresAt: new Date(now + REFRESH_TOKEN_SECONDS * 1000).toISOString(),
      offlineToken,
    };
  }

  /** Runs `call` with a valid access token: refreshed first when close to its end, retried once on refusal. */
  async withAccessToken<T>(session: StoredSession | undefined, call: (accessToken: string) => Promise<T>): Promise<T> {
    if (!session?.data.user) throw notSignedIn();
    const user = session.data.user;
    let refreshed = false;
    if (new Date(user.accessExpiresAt).getTime() - this.deps.clock.now().getTime() < REFRESH_MARGIN_SECONDS * 1000) {
      await this.refresh(session);
      refreshed = true;
    }
    try {
      return await call(session.data.user!.accessToken);
    } catch (error) {
      if (!isTokenRefusal(error)) throw error;
      if (refreshed) return this.signedOut(session);
    }
    await this.refresh(session);
    try {
      return await call(session.data.user!.accessToken);
    } catch (error) {
      if (isTokenRefusal(error)) return this.signedOut(session);
      throw error;
    }
  }

  private signedOut(session: StoredSession): never {
    this.deps.store.delete(session.idHash);
    delete session.data.user;
    throw notSignedIn('Your session ended; sign in again.');
  }

  /** Refreshes the session's tokens; signs the session out when the service refuses every grant the BFF holds. */
  async refresh(session: StoredSession): Promise<void> {
    const pending = this.refreshing.get(session.idHash);
    if (pending) {
      await pending;
      // The other request refreshed (or signed out): take its result from the store.
      const fresh = this.deps.store.loadByHash(session.idHash);
      if (!fresh?.data.user) throw notSignedIn('Your session ended; sign in again.');
      session.data.user = fresh.data.user;
      return;
    }
    const work = this.doRefresh(session).finally(() => this.refreshing.delete(session.idHash));
    this.refreshing.set(session.idHash, work);
    await work;
  }

  private async doRefresh(session: StoredSession): Promise<void> {
    const user = session.data.user;
    if (!user) throw notSignedIn();
    const attempts: (() => Promise<TokenResponse>)[] = [];
    if (new Date(user.refreshExpiresAt) > this.deps.clock.now()) {
      attempts.push(() =>
        this.deps.trade.call('createToken', {
          body: { grant_type: 'refresh_token', refresh_token: user.refreshToken },
        }),
      );
    }
    if (user.offlineToken) {
      const offline = user.offlineToken;
      attempts.push(() =>
        this.deps.trade.call('createToken', { body: { grant_type: 'offline_token', offline_token: offline } }),
      );
    }
    for (const attempt of attempts) {
      try {
        const tokens = await attempt();
        session.data.user = this.userFrom(user.email, tokens, user.offlineToken);
        this.deps.store.save(session, SIGNED_IN_SESSION_SECONDS);
        return;
      } catch (error) {
        // invalid_grant (expired, revoked, reset) means try the next grant; anything else is not ours to judge.
        if (!(error instanceof UpstreamError) || error.status >= 500 || error.status === 429) throw error;
        // Another BFF instance may have spent this refresh token a moment ago: take its result if there is one.
        const stored = this.deps.store.loadByHash(session.idHash)?.data.user;
        if (stored && stored.refreshToken !== user.refreshToken) {
          session.data.user = stored;
          return;
        }
      }
    }
    this.signedOut(session);
  }
}
