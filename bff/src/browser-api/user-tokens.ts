// The signed-in user's Trade API tokens: kept in the session, refreshed before the access token ends, and — since
// the BFF's idea of a token's age can be wrong (the service's clock, a revoked token) — one refresh and one retry
// when the service refuses a token the BFF thought valid. A refresh the service refuses signs the session out.
// A refresh runs under a lease every BFF instance sees, so one refresh token is spent once, whichever instance
// the parallel requests of one page reach.
import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '#contract/trade/auth';
import type { Clock } from '../clock';
import { ApiError } from '../http/failure';
import type { TradeClient } from '../upstream/trade-client';
import { UpstreamError } from '../upstream/upstream-error';
import { SIGNED_IN_SESSION_SECONDS, type SessionData, type SessionStore, type StoredSession } from './session-store';
import type { RefreshLockStorage } from './storage/refresh-lock-storage';

/** Refresh when less than this is left of the access token, so a request never starts with a dying token. */
export const REFRESH_MARGIN_SECONDS = 120;
/** Spec: the refresh token is valid 24 hours. */
const REFRESH_TOKEN_SECONDS = 24 * 60 * 60;
/** A refresh lease outlives any one refresh (two token calls within the upstream timeout, and retries). */
export const REFRESH_LEASE_MS = 30_000;
/** How often a request waiting for another instance's refresh looks at the lease again. */
const LEASE_POLL_MS = 25;

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
  /** Requests of this instance join its refresh in flight without asking the lease storage. */
  private readonly refreshing = new Map<string, Promise<void>>();

  constructor(
    private readonly deps: { store: SessionStore; locks: RefreshLockStorage; trade: TradeClient; clock: Clock },
  ) {}

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

  private async signedOut(session: StoredSession): Promise<never> {
    await this.deps.store.delete(session.idHash);
    delete session.data.user;
    throw notSignedIn('Your session ended; sign in again.');
  }

  /** Refreshes the session's tokens; signs the session out when the service refuses every grant the BFF holds. */
  async refresh(session: StoredSession): Promise<void> {
    const pending = this.refreshing.get(session.idHash);
    if (pending) {
      await pending;
      // The other request refreshed (or signed out): take its result from the store.
      const fresh = await this.deps.store.loadByHash(session.idHash);
      if (!fresh?.data.user) throw notSignedIn('Your session ended; sign in again.');
      session.data.user = fresh.data.user;
      return;
    }
    const work = this.leasedRefresh(session).finally(() => this.refreshing.delete(session.idHash));
    this.refreshing.set(session.idHash, work);
    await work;
  }

  /**
   * Refreshes under the session's lease. Whoever held it before (another instance, or this one a moment ago) may
   * have refreshed already: the stored tokens tell, and are taken instead of spending a refresh token again.
   */
  private async leasedRefresh(session: StoredSession): Promise<void> {
    const held = session.data.user?.refreshToken;
    if (!held) throw notSignedIn();
    const key = `refresh:${session.idHash}`;
    const owner = randomUUID();
    const leased = await this.acquire(key, owner);
    try {
      const stored = await this.deps.store.loadByHash(session.idHash);
      if (!stored?.data.user) throw notSignedIn('Your session ended; sign in again.');
      if (stored.data.user.refreshToken !== held) {
        session.data.user = stored.data.user;
        return;
      }
      await this.doRefresh(session);
    } finally {
      // A lease that cannot be given back ends by itself; the refresh's own outcome is what the caller needs.
      if (leased) await this.deps.locks.release(key, owner).catch(() => undefined);
    }
  }

  /**
   * Waits for the lease while another owner holds it. After a lease's length of waiting (its holder is slow, or
   * the BFF's clock stands still in a test) goes on without it: the spent-token check in doRefresh still applies.
   */
  private async acquire(key: string, owner: string): Promise<boolean> {
    for (let waitedMs = 0; ; waitedMs += LEASE_POLL_MS) {
      const now = this.deps.clock.now();
      if (await this.deps.locks.tryAcquire(key, owner, new Date(now.getTime() + REFRESH_LEASE_MS), now)) return true;
      if (waitedMs >= REFRESH_LEASE_MS) return false;
      await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
    }
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
        await this.deps.store.save(session, SIGNED_IN_SESSION_SECONDS);
        return;
      } catch (error) {
        // invalid_grant (expired, revoked, reset) means try the next grant; anything else is not ours to judge.
        if (!(error instanceof UpstreamError) || error.status >= 500 || error.status === 429) throw error;
        // Another BFF instance may have spent this refresh token a moment ago: take its result if there is one.
        const stored = (await this.deps.store.loadByHash(session.idHash))?.data.user;
        if (stored && stored.refreshToken !== user.refreshToken) {
          session.data.user = stored;
          return;
        }
      }
    }
    await this.signedOut(session);
  }
}
