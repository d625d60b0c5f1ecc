// Sessions across production instances on one PostgreSQL database, each request landing where a load balancer
// with no sticky sessions sends it: what a partner's operations team may count on (docs/deploy.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeLimits } from '#contract/trade/limits';
import {
  ADMIN_TOKEN,
  BalancedBrowser,
  signUp,
  startCluster,
  uniqueEmail,
  type Cluster,
  type Instance,
} from './cluster';
import { mailedCode } from '../browser';

let cluster: Cluster;
let one: Instance, two: Instance, three: Instance;
beforeAll(async () => {
  cluster = await startCluster(3);
  [one, two, three] = cluster.instances as [Instance, Instance, Instance];
}, 30_000);
afterAll(async () => {
  await cluster?.close();
});

const sessionOn = async (browser: BalancedBrowser, on: Instance) =>
  (await browser.get(on, '/api/session')).json() as { signedIn: boolean; email?: string };

/** The partner's server asking `on` for a trusted widget session for `email`; returns the token. */
async function grantWidgetSession(on: Instance, email: string): Promise<string> {
  const granted = await on.app.inject({
    method: 'POST',
    url: '/api/partner/widget-sessions',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    payload: { email },
  });
  expect(granted.statusCode).toBe(201);
  return (granted.json() as { token: string }).token;
}

describe('rule: a session change made on one instance is seen on the very next request on another', () => {
  it('sign-up on one is signed in on the next, sign-out there is signed out on the third, sign-in on the first', async () => {
    const browser = new BalancedBrowser();
    const { email, password } = await signUp(browser, one);
    expect(await sessionOn(browser, two)).toMatchObject({ signedIn: true, email });
    expect((await browser.get(three, '/api/trader')).json()).toMatchObject({ email });

    expect((await browser.post(two, '/api/logout')).statusCode).toBeLessThan(300);
    const stale = browser.sessionId;
    expect(await sessionOn(browser, three)).toMatchObject({ signedIn: false });
    // The cookie a browser might still send after signing out opens nothing anywhere.
    browser.sessionId = stale;
    expect((await browser.get(one, '/api/trader')).statusCode).toBe(401);

    const login = await browser.post(three, '/api/login', { email, password });
    expect(login.statusCode).toBe(200);
    expect(await sessionOn(browser, one)).toMatchObject({ signedIn: true, email });
    expect((await browser.get(two, '/api/trader')).json()).toMatchObject({ email });
  });
});

describe('rule: each password-reset step is seen on the very next request on another instance', () => {
  it('started on one, the code checked on another, the new password set on the third signs in everywhere', async () => {
    const browser = new BalancedBrowser();
    const { email } = await signUp(browser, one);
    expect((await browser.post(one, '/api/logout')).statusCode).toBeLessThan(300);

    expect((await browser.post(two, '/api/password-reset', { email })).statusCode).toBe(200);
    const code = mailedCode(cluster.sandbox, email);
    expect((await browser.post(three, '/api/password-reset/code', { email, code })).statusCode).toBe(200);
    // The reset token the second step stored in the session is what the third step needs, on another instance.
    const completed = await browser.post(one, '/api/password-reset/complete', { password: 'a new long passphrase' });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ signedIn: true, email });
    expect(await sessionOn(browser, two)).toMatchObject({ signedIn: true, email });

    // The step is used: replaying it on another instance finds no reset in the session.
    const replay = await browser.post(three, '/api/password-reset/complete', { password: 'yet another passphrase' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'password_reset_not_started' });
    expect((await browser.post(two, '/api/logout')).statusCode).toBeLessThan(300);
    const login = await browser.post(three, '/api/login', { email, password: 'a new long passphrase' });
    expect(login.statusCode).toBe(200);
  });
});

describe('rule: a widget-session token used on one instance is refused on every other with 400 invalid_widget_session', () => {
  it('granted by one, opened on another, refused on the other two', async () => {
    const email = uniqueEmail('trusted');
    const token = await grantWidgetSession(one, email);

    const first = new BalancedBrowser();
    const opened = await first.post(two, '/api/session/widget', { token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ signedIn: false, email, trustedEmail: true });
    // The trusted email is part of the session: another instance sees it on the next request.
    expect(await sessionOn(first, three)).toMatchObject({ email, trustedEmail: true });

    for (const on of [one, two, three]) {
      const again = await new BalancedBrowser().post(on, '/api/session/widget', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ error: 'invalid_widget_session' });
    }
  });
});

describe('rule: a widget-session token opens one session even when several instances are handed it at once', () => {
  it('three instances at once: one opens it, two refuse it with 400 invalid_widget_session', async () => {
    const token = await grantWidgetSession(two, uniqueEmail('race'));
    const answers = await Promise.all(
      [one, two, three].map((on) => new BalancedBrowser().post(on, '/api/session/widget', { token })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400))
      expect(refused.json()).toMatchObject({ error: 'invalid_widget_session' });
  });
});

describe('rule: when the service refuses an access token, requests on several instances cause one POST /auth', () => {
  it('three instances at once, each request answered, one refresh upstream', async () => {
    const browser = new BalancedBrowser();
    const { email } = await signUp(browser, one);
    // The service's clock runs past the access token's life (its refresh token lives a day): the BFF, whose own
    // clock says the token is still good, learns it only from the refusal.
    cluster.sandbox.clock.advance(tradeLimits.accessTokenLifetimeSeconds + 60);
    const before = cluster.proxy.calls.length;
    const answeredBefore = cluster.proxy.answers.length;

    const answers = await Promise.all([one, two, three, one, two, three].map((on) => browser.get(on, '/api/trader')));

    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ email });
    }
    const calls = cluster.proxy.calls.slice(before);
    expect(calls.filter((call) => call === 'POST /trade/auth')).toHaveLength(1);
    // It was the service's refusal that sent them to refresh.
    const refusals = cluster.proxy.answers
      .slice(answeredBefore)
      .filter(({ status }) => status === 401 || status === 403);
    expect(refusals.length).toBeGreaterThan(0);
    // And the session holds the new tokens for every instance: the next requests need no refresh at all.
    const after = cluster.proxy.calls.length;
    await Promise.all([one, two, three].map((on) => browser.get(on, '/api/trader')));
    expect(cluster.proxy.calls.slice(after).filter((call) => call === 'POST /trade/auth')).toEqual([]);
  });
});
