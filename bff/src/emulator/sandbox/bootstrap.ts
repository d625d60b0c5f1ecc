// First start creates the sandbox's own partner (a fresh EC P-256 key pair in the data dir) and merchant (API key,
// API secret, IPN secret); every start reuses them and writes `sandbox.json` so tools and people find everything.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { sandboxFiles, sandboxUrls, type SandboxInfo, type SandboxUrls } from '../../sandbox-description';
import { insertMerchant } from '../merchant/merchant-account';
import { insertPartner } from '../trade/partner-store';
import { readSandboxState, writeSandboxState } from './state';

export type { SandboxInfo, SandboxUrls };

/** The BFF's receiver of the sandbox merchant's signed invoice and buy order callbacks (its IPN URL). */
export const sandboxCallbackUrl = (urls: SandboxUrls) => `${urls.bffUrl}/api/merchant/callback`;

/** The BFF's receiver of the sandbox partner's signed webhooks (manual identification reviews). */
export const sandboxWebhookUrl = (urls: SandboxUrls) => `${urls.bffUrl}/api/partner/webhook`;

const secret = (bytes: number) => randomBytes(bytes).toString('hex');

function writePrivateFile(file: string, contents: string): void {
  fs.writeFileSync(file, contents, { mode: 0o600 });
  fs.chmodSync(file, 0o600); // writeFileSync keeps the mode of a file that already existed
}

function ensurePartner(db: Database, keyFile: string, now: Date): string {
  const existing = readSandboxState(db, 'sandboxPartnerId');
  if (existing && fs.existsSync(keyFile)) return existing;
  // A lost key file cannot be recovered: give the same partner a new key pair rather than a new identity.
  const { publicKey, privateKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  writePrivateFile(keyFile, privateKey);
  if (existing) {
    db.prepare('UPDATE partners SET public_key_pem = ? WHERE id = ?').run(publicKey, existing);
    return existing;
  }
  const id = randomUUID();
  const partner = { id, name: 'Tradekit sandbox partner', publicKeyPem: publicKey, trusted: true, kycAgreement: true };
  insertPartner(db, { ...partner, webhookUrl: null, webhookSecret: secret(32), allowedOrigins: [] }, now);
  writeSandboxState(db, 'sandboxPartnerId', id);
  return id;
}

interface MerchantRow {
  api_key: string;
  api_secret: string;
  ipn_secret: string;
}

function ensureMerchant(db: Database, now: Date): MerchantRow {
  const id = readSandboxState(db, 'sandboxMerchantId');
  const row = id
    ? (db.prepare('SELECT api_key, api_secret, ipn_secret FROM merchants WHERE id = ?').get(Number(id)) as
        MerchantRow | undefined)
    : undefined;
  if (row) return row;
  const created = insertMerchant(db, { fiatCurrency: 'EUR', buyOrdersApproved: true }, now);
  writeSandboxState(db, 'sandboxMerchantId', String(created.merchantId));
  return { api_key: created.apiKey, api_secret: created.apiSecret, ipn_secret: created.ipnSecret };
}

/** Creates the sandbox partner and merchant on first start, reuses them after, and writes `sandbox.json`. */
export function ensureSandbox(db: Database, config: Config, now: Date): SandboxInfo {
  const files = sandboxFiles(config.dataDir);
  const partnerPrivateKeyFile = files.partnerPrivateKey;
  const urls = sandboxUrls(config.publicUrl);
  const { partnerId, merchant } = db.transaction(() => {
    const ids = { partnerId: ensurePartner(db, partnerPrivateKeyFile, now), merchant: ensureMerchant(db, now) };
    // The sandbox's own partner and merchant are notified by this server's BFF, wherever it listens now.
    db.prepare('UPDATE partners SET webhook_url = ? WHERE id = ?').run(sandboxWebhookUrl(urls), ids.partnerId);
    db.prepare('UPDATE merchants SET callback_url = ? WHERE api_key = ?').run(
      sandboxCallbackUrl(urls),
      ids.merchant.api_key,
    );
    return ids;
  })();
  const partnerRow = db.prepare('SELECT webhook_secret, number FROM partners WHERE id = ?').get(partnerId) as {
    webhook_secret: string;
    number: number;
  };
  const partnerWebhookSecret = partnerRow.webhook_secret;
  const info: SandboxInfo = {
    ...urls,
    partnerId,
    partnerNumber: partnerRow.number,
    partnerPrivateKeyFile,
    partnerWebhookSecret,
    merchantApiKey: merchant.api_key,
    merchantApiSecret: merchant.api_secret,
    merchantIpnSecret: merchant.ipn_secret,
    merchantAuthScheme: config.merchantAuthScheme,
  };
  writePrivateFile(files.description, `${JSON.stringify(info, null, 2)}\n`);
  return info;
}
