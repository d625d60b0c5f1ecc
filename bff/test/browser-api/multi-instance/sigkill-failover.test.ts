// Failover: two production instances run as real processes (`node bff/src/main.ts`), as a partner runs them; one is
// killed with SIGKILL mid-life, and the other (and a replacement on a fresh data dir) serve on with nothing lost:
// its sessions, the widget-session tokens it spent, and the payment pages it streamed, which reopen elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpBrowser, startChild, type ChildInstance } from '../../child-server';
import { ADMIN_TOKEN, PUBLIC_URL, startCluster, startInstance, uniqueEmail, type Cluster } from './cluster';
import { createInvoice, openPage, paid, postCallback } from './payment-pages';

let cluster: Cluster;
let children: ChildInstance[] = [];
beforeAll(async () => {
  // The in-process cluster gives the sandbox, the schema and the shared settings; its own instance stands by.
  cluster = await startCluster(0, { PAYMENT_POLL_MS: '600000' });
  children = await Promise.all([startChild(cluster.sharedEnv), startChild(cluster.sharedEnv)]);
}, 90_000);
afterAll(async () => {
  // Killed, not stopped: a graceful close would wait for connections the test's fetch() may leave open.
  const running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  await Promise.all(running.map(({ child }) => new Promise((resolve) => child.once('exit', resolve).kill('SIGKILL'))));
  await cluster?.close();
});

describe('rule: an instance killed with SIGKILL loses nothing the others need', () => {
  it('a session and a used widget-session token made on the killed instance hold on the other and a new one', async () => {
    const [doomed, survivor] = children as [ChildInstance, ChildInstance];
    const browser = new HttpBrowser(PUBLIC_URL);
    const email = uniqueEmail('failover');
    const password = 'correct horse battery';
    const signup = await browser.call(doomed.url, 'POST', '/api/signup', {
      email,
      password,
      accountType: 'individual',
      profile: { address: { country: 'DE' } },
      consentAdditionalMails: false,
    });
    expect(signup.status).toBe(201);
    const granted = await fetch(`${doomed.url}/api/partner/widget-sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('trusted') }),
    });
    const { token } = (await granted.json()) as { token: string };
    expect((await new HttpBrowser(PUBLIC_URL).call(doomed.url, 'POST', '/api/session/widget', { token })).status).toBe(
      200,
    );
    const invoice = await createInvoice(cluster.sandbox);
    const pageOnDoomed = await openPage(cluster.sandbox, doomed.url, invoice);

    doomed.child.kill('SIGKILL');
    await new Promise((resolve) => doomed.child.once('exit', resolve));
    expect(doomed.child.signalCode).toBe('SIGKILL');

    expect((await browser.call(survivor.url, 'GET', '/api/session')).json).toMatchObject({ signedIn: true, email });
    expect((await browser.call(survivor.url, 'GET', '/api/trader')).json).toMatchObject({ email });
    const reused = await new HttpBrowser(PUBLIC_URL).call(survivor.url, 'POST', '/api/session/widget', { token });
    expect(reused).toEqual({ status: 400, json: expect.objectContaining({ error: 'invalid_widget_session' }) });
    // The payment page loses its stream and opens it again, through the proxy, on the survivor.
    await expect.poll(() => pageOnDoomed.ended()).toBe(true);
    const page = await openPage(cluster.sandbox, survivor.url, invoice);
    expect(page.events[0]!.view).toMatchObject({ state: 'new' });

    // Its replacement starts on a fresh data dir against the already-migrated database and serves at once.
    const replacement = await startInstance(cluster.sharedEnv);
    try {
      expect((await browser.call(replacement.url, 'GET', '/api/trader')).json).toMatchObject({ email });
      expect((await browser.call(replacement.url, 'POST', '/api/logout')).status).toBeLessThan(300);
      expect((await browser.call(survivor.url, 'GET', '/api/session')).json).toMatchObject({ signedIn: false });
      expect((await browser.call(survivor.url, 'POST', '/api/login', { email, password })).status).toBe(200);
      expect((await browser.call(replacement.url, 'GET', '/api/session')).json).toMatchObject({ signedIn: true });
      // A callback reaching the replacement still reaches the page on the survivor, polling being at ten minutes.
      expect(await postCallback(cluster.sandbox, replacement.url, paid(invoice))).toBe(204);
      await expect.poll(() => page.events.length, { timeout: 1000, interval: 10 }).toBe(2);
      expect(page.events[1]!.view).toMatchObject({ state: 'paid' });
    } finally {
      await page.close();
      await replacement.app.close();
    }
  }, 30_000);
});

describe('rule: a graceful stop (SIGTERM) ends open event streams instead of waiting for the pages to leave', () => {
  it('an instance with a payment page streaming from it exits at once, and the page can reopen elsewhere', async () => {
    const stopping = await startChild(cluster.sharedEnv);
    children.push(stopping);
    const invoice = await createInvoice(cluster.sandbox);
    const page = await openPage(cluster.sandbox, stopping.url, invoice);
    expect(page.events).toHaveLength(1);

    const asked = Date.now();
    stopping.child.kill('SIGTERM');
    await new Promise((resolve) => stopping.child.once('exit', resolve));
    // A heartbeat every 15 s would keep the stream, and so the process, alive for as long as the page stays.
    expect(Date.now() - asked).toBeLessThan(5_000);
    expect(stopping.child.exitCode).toBe(0);
    await expect.poll(() => page.ended()).toBe(true);

    const survivor = children[1]!;
    const reopened = await openPage(cluster.sandbox, survivor.url, invoice);
    expect(reopened.events[0]!.view).toMatchObject({ state: 'new' });
    await reopened.close();
  }, 30_000);
});
