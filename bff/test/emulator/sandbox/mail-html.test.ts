// Rules of an email's HTML part (`GET /sandbox/mailbox/{id}/html`): rendered from the same text as its text part,
// links as links and codes set large, every value escaped, no script, framed only by the console's own origin; an
// unknown id is a 404 page and a malformed one a 400 in the sandbox's shape; every mail of the listing has its id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailHtml } from '../../../src/emulator/sandbox/mail-html';
import { sendMail } from '../../../src/emulator/sandbox/mailbox';
import { startTestServer, type TestServer } from '../../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.app.close();
});

describe("an email's HTML part", () => {
  it('says what its text part says: a paragraph per block, the link as a link, the code set large', async () => {
    sendMail(
      server.db,
      {
        to: 'ada@example.com',
        subject: 'Your email verification code',
        text: 'Your verification code is 482913.\n\nOr open https://bff.example/verify?code=482913&x=1 to go on.',
      },
      new Date(),
    );
    const [mail] = (await server.app.inject({ method: 'GET', url: '/sandbox/mailbox?to=ada@example.com' })).json<
      { id: number; subject: string }[]
    >();
    expect(mail).toMatchObject({ id: expect.any(Number), subject: 'Your email verification code' });
    const response = await server.app.inject({ method: 'GET', url: `/sandbox/mailbox/${mail!.id}/html` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Your email verification code</h1>');
    expect(response.body).toContain('<p>Your verification code is <strong class="code">482913</strong>.</p>');
    expect(response.body).toContain(
      '<a href="https://bff.example/verify?code=482913&amp;x=1">https://bff.example/verify?code=482913&amp;x=1</a>',
    );
    expect(response.body.match(/<p>/g)).toHaveLength(2);
  });

  it('has no script and may be framed by the console only', async () => {
    sendMail(server.db, { to: 'bob@example.com', subject: 'Hello', text: 'Hi.' }, new Date());
    const [mail] = (await server.app.inject({ method: 'GET', url: '/sandbox/mailbox?to=bob@example.com' })).json<
      { id: number }[]
    >();
    const response = await server.app.inject({ method: 'GET', url: `/sandbox/mailbox/${mail!.id}/html` });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('script-src');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('<script');
  });

  it('escapes what the mail holds', () => {
    const html = mailHtml({ subject: '<b>"Hi"</b>', text: 'A <script>alert(1)</script> & "quotes"' });
    expect(html).toContain('<title>&lt;b&gt;&quot;Hi&quot;&lt;/b&gt;</title>');
    expect(html).toContain('A &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(html).not.toContain('<script>');
  });

  it('answers an unknown id with a 404 page, a malformed one with a 400', async () => {
    const missing = await server.app.inject({ method: 'GET', url: '/sandbox/mailbox/999999/html' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Email not found');
    const malformed = await server.app.inject({ method: 'GET', url: '/sandbox/mailbox/abc/html' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'invalid_request' });
  });
});
