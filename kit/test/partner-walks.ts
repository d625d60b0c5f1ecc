// The kit in partners' apps in real Chromium, on other origins than a real BFF (`npm start` on a fresh data
// directory, the apps' origins in its ALLOWED_ORIGINS): the Vite apps on React 19 and on React 18.3 walk the kit's
// TradeFlow from the quote to a completed card buy, side by side; the Next.js App Router app's server-rendered page
// hydrates. package.node.test.ts registers these after its own tests, on the apps it installed and built: nothing
// is installed here.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { removeDataDirs, startTradekit, type Running } from '../../bench/processes';
import { chromiumLaunchOptions } from '../../e2e/chromium';
import {
  completeIndividualProfile,
  hostEvents,
  openIdentityProvider,
  quoteAndContinue,
  signUp,
  TESTNET_ADDRESS,
  uniqueEmail,
  verifyEmail,
} from '../../e2e/support';
import { freePort } from '../../scripts/free-port';
import { watchProblems, watchTradeStreams } from './browser-watch';
import { WALK_ROOT, walkPage } from './walk-app';

/** The partner apps package.node.test.ts installed: two Vite apps (React 19, React 18.3) and a Next.js one, built. */
export interface InstalledApps {
  react19: string;
  react18: string;
  next: string;
}

/** A server of a partner app (`vite preview`, `next start`), answering. */
interface AppServer {
  stop(): void;
}

/** Starts `args` (a Node script and its arguments) in `cwd` and waits until `origin` answers. */
async function serveApp(args: string[], cwd: string, env: NodeJS.ProcessEnv, origin: string): Promise<AppServer> {
  const child: ChildProcess = spawn(process.execPath, args, { cwd, env, stdio: 'ignore' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const answered = await fetch(origin).then(
      (answer) => answer.ok,
      () => false,
    );
    if (answered) return { stop: () => void child.kill() };
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`${args.join(' ')} did not answer at ${origin} within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The app's walk page, written beside its own page and built with the app's Vite into `walk/dist`. */
async function buildWalkPage(app: string, env: NodeJS.ProcessEnv): Promise<void> {
  for (const [file, text] of Object.entries(walkPage())) {
    fs.mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
    fs.writeFileSync(path.join(app, file), text);
  }
  await promisify(execFile)(process.execPath, ['node_modules/vite/bin/vite.js', 'build', WALK_ROOT], { cwd: app, env });
}

/**
 * Registers the browser tests on `apps`; `env` is the environment a partner's shell would have (what the package
 * test runs npm and the apps with).
 */
export function describePartnerWalks(apps: InstalledApps, env: () => NodeJS.ProcessEnv): void {
  describe('the @tradekit/react package in partners’ apps in Chromium, on other origins than a real BFF', () => {
    let browser: Browser;
    let bff: Running;
    let bffOrigin = '';
    const servers: AppServer[] = [];
    const origins = { react19: '', react18: '', next: '' };

    beforeAll(async () => {
      const [react19, react18, next] = await Promise.all([freePort(), freePort(), freePort()]);
      origins.react19 = `http://127.0.0.1:${react19}`;
      origins.react18 = `http://127.0.0.1:${react18}`;
      origins.next = `http://127.0.0.1:${next}`;
      const vite = async (app: string, port: number) => {
        const args = ['preview', WALK_ROOT, '--host', '127.0.0.1', '--port', `${port}`, '--strictPort'];
        servers.push(
          await serveApp(['node_modules/vite/bin/vite.js', ...args], app, env(), `http://127.0.0.1:${port}`),
        );
      };
      // The BFF starts (without building the repository's own front end: the kit's walk needs none of it) while
      // the apps build and the browser launches; settled, not raced, so afterAll stops whatever did start when
      // another part failed. Both apps and the BFF are on 127.0.0.1: other origins, one site, as a partner's
      // wallet.example and bff.wallet.example are.
      const ready = await Promise.allSettled([
        startTradekit((port) => ({
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          ALLOWED_ORIGINS: [origins.react19, origins.react18].join(','),
          TERMS_URL: `${origins.react19}/#terms`,
          TRADEKIT_SKIP_BUILD: '1',
        })).then((running) => (bff = running)),
        chromium.launch(chromiumLaunchOptions).then((launched) => (browser = launched)),
        buildWalkPage(apps.react19, env()).then(() => vite(apps.react19, react19)),
        buildWalkPage(apps.react18, env()).then(() => vite(apps.react18, react18)),
      ]);
      const failed = ready.find((done) => done.status === 'rejected');
      if (failed) throw failed.reason;
      bffOrigin = `http://127.0.0.1:${new URL(bff.url).port}`;
    }, 120_000);

    afterAll(async () => {
      for (const server of servers) server.stop();
      await browser?.close();
      await bff?.stop();
      removeDataDirs();
    }, 30_000);

    /**
     * A partner's app on another origin than the BFF walks the kit's flow to a completed card buy with nothing on the
     * console (of the app's page or the windows it opens), the windows reporting to the app and closing, and the
     * trade followed on its live stream, which brings the completion.
     */
    async function walkToCompletedTrade(appOrigin: string) {
      const context = await browser.newContext();
      // A step that waits longer than this has failed: fail at that step, well inside the test's time.
      context.setDefaultTimeout(15_000);
      const problems = watchProblems(context);
      const page = await context.newPage();
      const streams = await watchTradeStreams(page);
      try {
        await page.goto(`${appOrigin}/?${new URLSearchParams({ bff: bffOrigin })}`);
        await quoteAndContinue(page);
        const email = uniqueEmail('kit-walk');
        await signUp(page, email);
        await verifyEmail(page, context.request, email, bffOrigin);
        await completeIndividualProfile(page);

        // The identity provider's window: approved there, its return page tells the app and closes itself.
        const provider = await openIdentityProvider(page, page);
        await provider.getByRole('button', { name: 'Approve: my ID matches' }).click();
        await expect(page.getByRole('heading', { name: 'Check your order' })).toBeVisible({ timeout: 15_000 });
        await expect.poll(() => provider.isClosed()).toBe(true);

        await page.getByRole('textbox', { name: 'Your BTC address' }).fill(TESTNET_ADDRESS);
        await page.getByRole('button', { name: 'Confirm and buy' }).click();
        await expect(page.getByText('Waiting for your card payment')).toBeVisible();
        const cardPageOpened = page.waitForEvent('popup');
        await page.getByRole('button', { name: 'Pay by card' }).click();
        const cardPage = await cardPageOpened;
        await cardPage.getByRole('button', { name: 'Approve payment' }).click();
        await expect(page.getByText(/Card payment approved|Payment received/)).toBeVisible({ timeout: 15_000 });
        await expect.poll(() => cardPage.isClosed()).toBe(true);
        // The sandbox completes a paid trade a sandbox minute later: the clock is moved on instead of waiting.
        const advanced = await context.request.post(`${bffOrigin}/sandbox/clock/advance`, { data: { seconds: 15 } });
        expect(advanced.ok()).toBe(true);
        await expect(page.getByText('Trade complete')).toBeVisible({ timeout: 15_000 });

        const created = page.locator('#events li[data-event="tradeCreated"]');
        await expect(created).toHaveCount(1);
        const { tradeId } = JSON.parse((await created.textContent())!) as { tradeId: number };
        // The host heard the flow's milestones in order (whether `kycSubmitted` comes before the attempt's decision is
        // read is a race, so it is not among them).
        const milestones = [
          ...['quoteAccepted', 'signedUp', 'emailVerified', 'profileCompleted', 'kycStarted', 'kycFinished'],
          ...['completed', 'tradeCreated', 'tradeCompleted'],
        ];
        expect((await hostEvents(page)).filter((name) => milestones.includes(name))).toEqual(milestones);
        // The live stream answered the app's origin, and brought the completion itself.
        expect(streams.answers.filter((answer) => answer.tradeId === tradeId)).toContainEqual({
          tradeId,
          status: 200,
          allowOrigin: appOrigin,
        });
        expect(streams.states.get(tradeId)).toContain('completed_test');
        expect(problems).toEqual([]);
      } catch (error) {
        // What the console said meanwhile usually names the cause (a refused origin, a blocked stream, a window's
        // message to the wrong origin): the failure carries it.
        if (error instanceof Error && problems.length) {
          error.message += `\n\nConsole and page errors meanwhile:\n${problems.join('\n')}`;
        }
        throw error;
      } finally {
        await context.close();
      }
    }

    it.concurrent(
      'rule: a Vite app on React 19 walks TradeFlow to a completed card buy, console clean, live',
      async () => {
        await walkToCompletedTrade(origins.react19);
      },
      90_000,
    );

    it.concurrent(
      'rule: a Vite app on React 18.3 walks TradeFlow to a completed card buy, console clean, live',
      async () => {
        await walkToCompletedTrade(origins.react18);
      },
      90_000,
    );

    // React reports a hydration mismatch on the console or as an uncaught error: either fails this. The app has no
    // BFF behind the addresses its page gives the kit (nor an icon), so the browser's "Failed to load resource"
    // lines for those are no finding here; one for the app's own build output (`/_next/…`) is.
    it('rule: a Next.js App Router page serves the kit’s markup and hydrates it with no console warning or error', async () => {
      const next = await serveApp(
        ['node_modules/next/dist/bin/next', 'start', '--hostname', '127.0.0.1', '--port', new URL(origins.next).port],
        apps.next,
        { ...env(), NEXT_TELEMETRY_DISABLED: '1' },
        origins.next,
      );
      servers.push(next);
      const context = await browser.newContext();
      const problems = watchProblems(context);
      const page = await context.newPage();
      // Each kit root the HTML parser inserts (one React does not own yet) is marked by a property, not an attribute
      // React would compare: after hydration the root on the page must still be the server's node, not one React
      // rendered anew in its place.
      await page.addInitScript(`new MutationObserver(() => {
        for (const root of document.querySelectorAll('.tk-root')) {
          if (!Object.keys(root).some((key) => key.startsWith('__reactFiber$'))) root.tkFromServer ??= true;
        }
      }).observe(document, { childList: true, subtree: true });`);
      const roots = () =>
        page.evaluate(`[...document.querySelectorAll('.tk-root')].map((root) => ({
          fromServer: root.tkFromServer === true,
          hydrated: Object.keys(root).some((key) => key.startsWith('__reactFiber$')),
        }))`) as Promise<{ fromServer: boolean; hydrated: boolean }[]>;
      try {
        const html = (await (await page.goto(origins.next))!.text()) ?? '';
        expect(html).toContain('class="tk-root"');
        expect(html).toContain('Indlæser');
        // Hydrated once React owns the kit's root; whatever React had to say about it is said by then.
        await expect.poll(async () => (await roots()).some((root) => root.hydrated)).toBe(true);
        await page.waitForLoadState('networkidle');
        const ownAssets = `console error ${origins.next}/_next/`;
        const unserved = (problem: string) =>
          problem.includes(': Failed to load resource: ') && !problem.startsWith(ownAssets);
        expect(problems.filter((problem) => !unserved(problem))).toEqual([]);
        expect(await roots()).toEqual([{ fromServer: true, hydrated: true }]);
      } finally {
        await context.close();
      }
    }, 60_000);
  });
}
