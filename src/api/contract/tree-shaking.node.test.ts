// Rule (schema.ts): a browser bundle carries only the schemas it uses. Each case bundles a one-line entry the way
// the production build does (minified, tree-shaken) and reads which registered schema ids made it in.
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const root = new URL('../../..', import.meta.url).pathname;

async function bundle(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    mode: 'production',
    plugins: [
      {
        name: 'tradekit:test-entry',
        resolveId: (id) => (id === 'tradekit-test-entry' ? '\0tradekit-test-entry' : null),
        load: (id) => (id === '\0tradekit-test-entry' ? entry : null),
      },
    ],
    build: { write: false, minify: true, rolldownOptions: { input: 'tradekit-test-entry' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n');
}

/** The schema ids (`withMeta(…, { id })`) a bundle carries, sorted. */
function idsIn(code: string): string[] {
  return [...new Set([...code.matchAll(/\bid:\s*[`'"]([A-Za-z]+)[`'"]/g)].map((match) => match[1]!))].sort();
}

describe('tree-shaking of the contract', () => {
  it('the quote route carries the quote schemas and nothing of the trader, profile, KYC or payment', async () => {
    const code = await bundle(
      `import { getQuote } from '/src/api/contract/bff/routes-account';\nconsole.log(getQuote);`,
    );
    expect(idsIn(code)).toEqual(['ApproximateQuote', 'CurrencyCode', 'TransferMedium']);
  }, 60_000);

  it('the trader route carries the trader and its states, none of the profile requests', async () => {
    const ids = idsIn(
      await bundle(`import { getTrader } from '/src/api/contract/bff/routes-trader';\nconsole.log(getTrader);`),
    );
    expect(ids).toContain('Trader');
    expect(ids).toContain('PepState');
    for (const id of ['AddressRequest', 'CorporateDetailsRequest', 'PepDeclarationRequest', 'RejectReason', 'Industry'])
      expect(ids).not.toContain(id);
  }, 60_000);

  it('importing one enum through enums.ts leaves the identification and profile enums out', async () => {
    const ids = idsIn(
      await bundle(`import { TransferMedium } from '/src/api/contract/trade/enums';\nconsole.log(TransferMedium);`),
    );
    expect(ids).toEqual(['TransferMedium']);
  }, 60_000);
});
