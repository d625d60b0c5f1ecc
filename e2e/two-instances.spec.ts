// Two BFF instances on one PostgreSQL schema, crossed as a load balancer without sticky sessions would cross them:
// a session made on one is signed in on the other, and a payment reaching one turns a page streaming on the other.
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { codeFromMailbox, uniqueEmail } from './support';
import { secondOrigin, widgetOrigin } from './origins';

/** A browser API call as a page on `origin` makes it: its Origin, and the CSRF header the BFF requires. */
function call(request: APIRequestContext, origin: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  return request.fetch(`${origin}/api${path}`, {
    method,
    headers: { origin, 'x-tradekit-request': '1' },
    ...(data === undefined ? {} : { data }),
  });
}

async function json<T>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A call that must succeed and answers nothing to read. */
async function done(response: APIResponse): Promise<void> {
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
}

interface SessionStatus {
  signedIn: boolean;
  email: string | null;
}

const session = async (request: APIRequestContext, origin: string) =>
  json<SessionStatus>(await call(request, origin, 'GET', '/session'));

test('a session made on one instance is signed in on the other, and each change is seen on the next request', async ({
  request,
}) => {
  const [first, second] = [widgetOrigin, secondOrigin];
  const email = uniqueEmail('two-instances');
  const password = 'correct horse battery';
  const signup = await call(request, first, 'POST', '/signup', {
    email,
    password,
    accountType: 'individual',
    profile: { address: { country: 'DK' } },
    consentAdditionalMails: false,
    // playwright.config.ts gives the partner terms (TERMS_URL): a sign-up accepts them.
    termsAccepted: true,
  });
  expect(signup.status(), await signup.text()).toBe(201);
  // Cookies belong to a host, not a port: the one session cookie goes to both instances, as to any behind one origin.
  expect(await session(request, second)).toMatchObject({ signedIn: true, email });

  // The emailed code is entered on the second instance, for the session the first one made.
  const code = await codeFromMailbox(request, email);
  await done(await call(request, second, 'POST', '/email/verify', { code }));

  await done(await call(request, first, 'POST', '/logout'));
  expect(await session(request, second)).toMatchObject({ signedIn: false });

  await done(await call(request, second, 'POST', '/login', { email, password }));
  expect(await session(request, first)).toMatchObject({ signedIn: true, email });
});

test('a payment on the sandbox turns the payment page streaming from the second instance paid', async ({
  page,
  request,
}) => {
  const { paymentUrl } = await json<{ paymentUrl: string }>(
    await call(request, widgetOrigin, 'POST', '/shop/invoices', {
      amount: 12.5,
      currency: 'EUR',
      description: 'Green tea, 100 g',
    }),
    201,
  );
  // The same link on the second instance, as a load balancer might route it.
  const token = new URL(paymentUrl).pathname.split('/').pop()!;
  await page.goto(`${secondOrigin}/pay/${token}`);
  const invoice = page.locator('main.tk-invoice');
  await expect(invoice).toHaveAttribute('data-state', 'new');
  await expect(page.getByText('Green tea, 100 g')).toBeVisible();
  // Production mode offers no simulated payments: the payment comes from the sandbox, not from this page.
  await expect(page.getByRole('button', { name: 'Pay in full' })).toHaveCount(0);

  const view = await json<{ bitcoin: { address: string; amount_due: number | string } }>(
    await call(request, secondOrigin, 'GET', `/pay/${token}`),
  );
  // The sandbox's blockchain takes the payment; its merchant callback reaches the first instance, which has no page
  // open on this invoice. The second instance polls every ten minutes: only the shared bus can tell it in time.
  const paid = await request.post(`${widgetOrigin}/sandbox/blockchain/payments`, {
    data: { address: view.bitcoin.address, amount: Number(view.bitcoin.amount_due) },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect(invoice).toHaveAttribute('data-state', 'paid');
  await expect(page.getByText('Payment received')).toBeVisible();
});
