// Each wall of the house refuses a planted import that crosses it, with a message naming the wall; the same
// import inside the wall is accepted. Planted code is linted as if it were a file at the given path; the cycle
// and app-layer cases need real files, written under throwaway names and removed afterwards.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The wall messages ESLint gives for `code` placed at `file` (relative to the project). */
async function wallsCrossed(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'tradekit/no-import-cycle')
    .map((m) => m.message);
}

const cases: { wall: string; file: string; from: string; allowed?: { file: string; from: string } }[] = [
  {
    wall: 'browser code never imports server code',
    file: 'src/features/quote/planted.ts',
    from: '../../../bff/src/clock',
    allowed: { file: 'src/features/quote/planted.ts', from: '../../api/contract/money' },
  },
  { wall: 'browser code never imports server code', file: 'widget/planted.ts', from: '../bff/src/config' },
  { wall: 'browser code never imports server code', file: 'pay/planted.tsx', from: '../bff/src/payment-link' },
  { wall: 'the kit stands alone', file: 'src/ui/planted.ts', from: '../../widget/protocol' },
  {
    wall: 'the browser API and the emulator never import each other',
    file: 'bff/src/browser-api/planted.ts',
    from: '../emulator/context',
    allowed: { file: 'bff/src/browser-api/planted.ts', from: '../clock' },
  },
  {
    wall: 'the browser API and the emulator never import each other',
    file: 'bff/src/emulator/planted.ts',
    from: '../browser-api/context',
  },
  {
    wall: 'shared server code belongs to neither half',
    file: 'bff/src/http/planted.ts',
    from: '../emulator/context',
    allowed: { file: 'bff/src/http/planted.ts', from: '../clock' },
  },
  { wall: 'shared server code belongs to neither half', file: 'bff/src/db/planted.ts', from: '../browser-api/context' },
  {
    wall: 'server code imports only the contract from src/',
    file: 'bff/src/planted.ts',
    from: '../../src/ui/button',
    allowed: { file: 'bff/src/planted.ts', from: '#contract/money' },
  },
  {
    // The formatter is the one piece of i18n the server may use (the sandbox's pages and emails), not the rest.
    wall: 'server code imports only the contract from src/',
    file: 'bff/src/emulator/planted.ts',
    from: '../../../src/i18n/react',
    allowed: { file: 'bff/src/emulator/planted.ts', from: '#i18n/format' },
  },
  {
    wall: 'a feature never imports a sibling feature',
    file: 'src/features/quote/planted.ts',
    from: '../signup/login-view',
    allowed: { file: 'src/features/quote/planted.ts', from: './quote-model' },
  },
  { wall: 'shared layers never import features', file: 'src/ui/planted.ts', from: '../features/quote/quote-view' },
  {
    wall: 'shared layers never import features',
    file: 'src/api/client/planted.ts',
    from: '../../features/invoice/invoice-page',
  },
];

describe('import walls (eslint/import-walls.js)', () => {
  for (const { wall, file, from, allowed } of cases) {
    it(`refuses ${file} importing ${from}: wall "${wall}"`, async () => {
      const messages = await wallsCrossed(file, `import * as planted from '${from}';\nexport { planted };\n`);
      expect(messages).toEqual([expect.stringContaining(`Wall "${wall}"`)]);
    });
    if (allowed) {
      it(`accepts ${allowed.file} importing ${allowed.from}, inside the wall`, async () => {
        const code = `import * as planted from '${allowed.from}';\nexport { planted };\n`;
        expect(await wallsCrossed(allowed.file, code)).toEqual([]);
      });
    }
  }

  describe('with planted files', () => {
    const planted: string[] = [];
    const createdDirs: string[] = [];
    const plant = (file: string, code: string) => {
      const full = path.join(root, file);
      const dir = path.dirname(full);
      if (!fs.existsSync(dir)) {
        fs.mkdirSync(dir, { recursive: true });
        createdDirs.push(dir);
      }
      fs.writeFileSync(full, code);
      planted.push(full);
      return full;
    };
    const tag = `${process.pid}-${Date.now()}`;

    afterAll(() => {
      for (const file of planted) fs.rmSync(file, { force: true });
      for (const dir of createdDirs.reverse()) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('refuses an import cycle, type-only imports included: wall "no import cycles"', async () => {
      plant(`bff/src/planted-a-${tag}.ts`, `import type { B } from './planted-b-${tag}';\nexport type A = B[];\n`);
      plant(`bff/src/planted-b-${tag}.ts`, `import { a } from './planted-a-${tag}';\nexport type B = typeof a;\n`);
      const code = `import type { B } from './planted-b-${tag}';\nexport type A = B[];\nexport const a = 1;\n`;
      const messages = await wallsCrossed(`bff/src/planted-a-${tag}.ts`, code);
      expect(messages).toEqual([expect.stringContaining('Wall "no import cycles"')]);
      expect(messages[0]).toContain(`planted-b-${tag}.ts`);
    });

    it('refuses a feature importing the app layer: wall "features never import the app layer"', async () => {
      plant(`src/app/planted-${tag}/app-part.ts`, 'export const part = 1;\n');
      const messages = await wallsCrossed(
        'src/features/quote/planted.ts',
        `import { part } from '../../app/planted-${tag}/app-part';\nexport { part };\n`,
      );
      expect(messages).toEqual([expect.stringContaining('Wall "features never import the app layer"')]);
    });
  });
});
