// Rules of the sandbox's credentials (issue #20, "Credentials"): `GET /sandbox/credentials` answers the sandbox's
// own partner and merchant and its URLs, secrets only on request (`?reveal=secrets`), the partner's private key
// never (only its file), never cached, and refused in production like every sandbox route. The snippets the console
// shows are real: the signed `curl`s (list and create) are run by the shell against the running emulator, and the
// `.env` starts a BFF.
import { execFile } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialSnippets, type SandboxCredentialsView } from '#contract/sandbox/snippets';
import { boot, checkStartup } from '../../../src/boot';
import { upstreamSettingsOf } from '../../../src/sandbox-description';
import { productionEnv, startListeningTestServer, tempDataDir, type TestServer } from '../../support';

const run = promisify(execFile);
const options = { sessionSecret: 'a'.repeat(64), hiddenNote: 'hidden: press Show secrets' };

let server: TestServer & { url: string };
let production: FastifyInstance;
beforeAll(async () => {
  server = await startListeningTestServer();
  ({ app: production } = await boot(checkStartup({ ...productionEnv(tempDataDir()), LOG_LEVEL: 'silent' })));
  await production.ready();
});
afterAll(async () => {
  await server?.app.close();
  await production?.close();
});

const read = async (query = '') => {
  const response = await server.app.inject({ method: 'GET', url: `/sandbox/credentials${query}` });
  return { response, body: response.json() as SandboxCredentialsView };
};

describe('GET /sandbox/credentials', () => {
  it('answers the sandbox partner, merchant and URLs as sandbox.json holds them, with the secrets null', async () => {
    const { response, body } = await read();
    expect(response.statusCode).toBe(200);
    const info = server.sandbox;
    expect(body).toEqual({
      secretsShown: false,
      urls: {
        bffUrl: info.bffUrl,
        tradeBaseUrl: info.tradeBaseUrl,
        tradeUserUrl: info.tradeUserUrl,
        merchantBaseUrl: info.merchantBaseUrl,
        sandboxUrl: info.sandboxUrl,
      },
      partner: {
        id: info.partnerId,
        number: info.partnerNumber,
        name: 'Tradekit sandbox partner',
        keyAlgorithm: 'ES256',
        publicKeyPem: expect.stringContaining('-----BEGIN PUBLIC KEY-----'),
        privateKeyFile: info.partnerPrivateKeyFile,
        webhookUrl: `${info.bffUrl}/api/partner/webhook`,
        webhookSecret: null,
      },
      merchant: {
        id: expect.any(Number),
        apiKey: info.merchantApiKey,
        authScheme: info.merchantAuthScheme,
        callbackUrl: `${info.bffUrl}/api/merchant/callback`,
        apiSecret: null,
        ipnSecret: null,
      },
    });
    for (const secret of [info.merchantApiSecret, info.merchantIpnSecret, info.partnerWebhookSecret])
      expect(response.body).not.toContain(secret);
  });

  it('rule: the public key is the one of the private key file', async () => {
    const { body } = await read();
    const fromFile = createPublicKey(fs.readFileSync(body.partner.privateKeyFile, 'utf8'));
    expect(createPublicKey(body.partner.publicKeyPem).export({ format: 'jwk' })).toEqual(
      fromFile.export({ format: 'jwk' }),
    );
  });

  it('rule: ?reveal=secrets answers the secrets, and the private key itself never', async () => {
    const { response, body } = await read('?reveal=secrets');
    expect(response.statusCode).toBe(200);
    expect(body.secretsShown).toBe(true);
    expect(body.merchant.apiSecret).toBe(server.sandbox.merchantApiSecret);
    expect(body.merchant.ipnSecret).toBe(server.sandbox.merchantIpnSecret);
    expect(body.partner.webhookSecret).toBe(server.sandbox.partnerWebhookSecret);
    expect(response.body).not.toContain('PRIVATE KEY');
  });

  it('rule: never cached, and no CORS header, so a page of another origin cannot read it', async () => {
    for (const query of ['', '?reveal=secrets', '?reveal=everything']) {
      const { response } = await read(query);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('rule: anything but reveal=secrets is a 400 in the sandbox shape', async () => {
    const { response } = await read('?reveal=everything');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_request', message: expect.stringContaining('reveal') });
  });

  it('rule: production refuses it with 404, as every sandbox route', async () => {
    for (const url of ['/sandbox/credentials', '/sandbox/credentials?reveal=secrets']) {
      const response = await production.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('merchant');
    }
  });
});

describe('the snippets of the credentials', () => {
  const revealed = async () => (await read('?reveal=secrets')).body;

  for (const shell of ['bash', 'sh']) {
    it(`rule: the signed curl is a working ${shell} command: the Merchant API accepts its signature`, async () => {
      const { merchantCurl } = credentialSnippets(await revealed(), options);
      const { stdout } = await run(shell, ['-c', merchantCurl], { timeout: 20_000 });
      expect(JSON.parse(stdout)).toEqual({ success: true, data: expect.any(Array) });
    });
  }

  for (const shell of ['bash', 'sh']) {
    it(`rule: the create curl is a working ${shell} command: the Merchant API creates the invoice it sends`, async () => {
      const { merchantCreateCurl } = credentialSnippets(await revealed(), options);
      const { stdout } = await run(shell, ['-c', merchantCreateCurl], { timeout: 20_000 });
      const answer = JSON.parse(stdout) as {
        success: boolean;
        data: { id: number; state: string; payment_url: string };
      };
      expect(answer).toMatchObject({ success: true, data: { state: 'new', payment_url: expect.any(String) } });
      const listed = await server.app.inject({ method: 'GET', url: '/sandbox/invoices' });
      expect((listed.json() as { id: number }[]).map((invoice) => invoice.id)).toContain(answer.data.id);
    });
  }

  it('rule: with the secret hidden, the curl takes MERCHANT_API_SECRET from the environment, or says it is missing', async () => {
    const { body: hidden } = await read();
    const { merchantCurl } = credentialSnippets(hidden, options);
    expect(merchantCurl).toContain('# hidden: press Show secrets');
    const env = { PATH: process.env.PATH ?? '' };
    const { stdout } = await run('bash', ['-c', merchantCurl], {
      env: { ...env, MERCHANT_API_SECRET: server.sandbox.merchantApiSecret },
    });
    expect(JSON.parse(stdout)).toMatchObject({ success: true });
    await expect(run('bash', ['-c', merchantCurl], { env })).rejects.toMatchObject({
      stderr: expect.stringContaining('set MERCHANT_API_SECRET first'),
    });
  });

  it('rule: a wrong secret is refused by the Merchant API (the curl really signs)', async () => {
    const credentials = await revealed();
    const wrong = { ...credentials, merchant: { ...credentials.merchant, apiSecret: 'not-the-secret' } };
    const { stdout } = await run('bash', ['-c', credentialSnippets(wrong, options).merchantCurl]);
    expect(JSON.parse(stdout)).toMatchObject({ success: false, error: { code: 'api_key_required' } });
  });

  it('rule: the .env holds every upstream setting of a BFF in front of this sandbox, and a BFF starts with it', async () => {
    const { bffEnv } = credentialSnippets(await revealed(), options);
    const settings = Object.fromEntries(
      bffEnv
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(settings).toMatchObject(upstreamSettingsOf(server.sandbox));
    expect(settings).toMatchObject({ TRADEKIT_MODE: 'production', PARTNER_KEY_ALGORITHM: 'ES256' });
    const dataDir = tempDataDir();
    const config = checkStartup({ ...settings, TRADEKIT_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(config.mode).toBe('production');
    const { app, bff } = await boot(config);
    try {
      await app.ready();
      expect(bff.partnerId).toBe(server.sandbox.partnerId);
    } finally {
      await app.close();
    }
  });

  it('rule: the script tag loads tradekit.js from this BFF and marks its element as the loader reads it', async () => {
    const { scriptTag } = credentialSnippets((await read()).body, options);
    expect(scriptTag).toContain(`<script async src="${server.url}/tradekit.js"></script>`);
    expect(scriptTag).toContain('<div data-tradekit="inline" data-locale="en"></div>');
  });
});
