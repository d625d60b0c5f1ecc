// Secrets never reach a browser asset: build the front end exactly as `npm start` does (with source maps, and
// with the secrets present in the build's environment, where a careless `define` or env prefix would pick them
// up), then grep every file of the output for the partner private key, the merchant secrets and the BFF secrets.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { boot, checkStartup } from '../../src/boot';
import { tempDataDir } from '../support';

const root = path.resolve(import.meta.dirname, '../../..');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const saved = { ...process.env };
afterAll(() => {
  process.env = saved;
});

describe('built browser assets', () => {
  it(
    '(app, loader and kit library, with source maps) contain no partner private key, merchant API secret, IPN secret, session secret or admin token',
    { timeout: 240_000 },
    async () => {
      const dataDir = tempDataDir();
      const { app, bff: settings } = await boot(checkStartup({ TRADEKIT_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
      await app.close();
      const pemBody = settings.partnerPrivateKeyPem.split('\n').filter((line) => line && !line.startsWith('-----'));
      const secrets: Record<string, string> = {
        MERCHANT_API_SECRET: settings.merchantApiSecret,
        MERCHANT_IPN_SECRET: settings.merchantIpnSecret,
        SESSION_SECRET: settings.sessionSecret,
        PARTNER_ADMIN_TOKEN: settings.adminToken!,
      };
      // Present in the environment under their own names and with Vite's public prefix, as a slip would have them.
      for (const [key, value] of Object.entries({ ...secrets, PARTNER_PRIVATE_KEY: settings.partnerPrivateKeyPem })) {
        process.env[key] = value;
        process.env[`VITE_${key}`] = value;
      }
      const outDir = path.join(dataDir, 'dist');
      await build({
        root,
        logLevel: 'silent',
        configFile: path.join(root, 'vite.config.ts'),
        build: { outDir, sourcemap: true, emptyOutDir: true },
      });
      await build({
        root,
        logLevel: 'silent',
        configFile: path.join(root, 'widget', 'vite.loader.config.ts'),
        build: { outDir, sourcemap: true, emptyOutDir: false },
      });
      // The kit as a library for React partners (dist/lib) is a browser asset too.
      const libDir = path.join(outDir, 'lib');
      process.env.TRADEKIT_LIB_OUT_DIR = libDir;
      await build({
        root,
        logLevel: 'silent',
        configFile: path.join(root, 'vite.lib.config.ts'),
        build: { outDir: libDir },
      });
      const files = filesUnder(outDir);
      expect(files.some((file) => file.startsWith(libDir))).toBe(true);
      expect(files.some((file) => file.endsWith('.js'))).toBe(true);
      expect(files.some((file) => file.endsWith('.map'))).toBe(true);
      expect(files.map((file) => path.basename(file))).toContain('tradekit.js');
      for (const file of files) {
        const text = fs.readFileSync(file, 'latin1');
        const name = path.relative(outDir, file);
        expect(text, name).not.toContain('PRIVATE KEY');
        for (const line of pemBody)
          expect(text.includes(line), `${name} holds a line of the partner private key`).toBe(false);
        for (const [key, value] of Object.entries(secrets))
          expect(text.includes(value), `${name} holds ${key}`).toBe(false);
      }
    },
  );
});
