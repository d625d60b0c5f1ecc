// Every locale says everything, with the same placeholders; every reject reason and error code has a sentence;
// and no component renders English that skipped i18next.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bffErrorCodes } from '../api/contract/bff/errors';
import { RejectReason } from '../api/contract/trade/enums';
import { tradeErrorCodes } from '../api/contract/trade/errors';
import { createI18n, locales, resources } from './create-i18n';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const english = leaves(resources.en.translation as Tree);

describe('locales', () => {
  it.each(locales)('%s has every key English has, no other, none empty, with the same placeholders', (locale) => {
    const own = leaves(resources[locale].translation as Tree);
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of own) {
      expect(text.trim(), `${locale}: ${key}`).not.toBe('');
      expect(placeholders(text), `${locale}: ${key}`).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it.each(locales)('%s has a sentence for every rejectReason of the spec', (locale) => {
    const i18n = createI18n(locale);
    for (const reason of RejectReason.options) {
      expect(i18n.exists(`kyc.rejectReason.${reason}`, { fallbackLng: [] }), `${locale}: ${reason}`).toBe(true);
    }
  });

  it('has a sentence for every code the browser API and the Trade API answer with', () => {
    for (const code of new Set([...bffErrorCodes, ...tradeErrorCodes])) {
      // Partner-only and server-to-server codes never reach a view.
      if (
        [
          'invalid_admin_token',
          'invalid_signature',
          'payment_link_invalid',
          'partner_kyc_not_enabled',
          'kyc_review_not_found',
          'invalid_partner_token',
          'missing_argument',
          'unsupported_grant_type',
          'unsupported_token_type',
        ].includes(code)
      ) {
        continue;
      }
      expect(english.has(`errors.${code}`), code).toBe(true);
    }
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx$/.test(name) && !/\.(test|stories)\.tsx$/.test(name) ? [path] : [];
  });
}

describe('components', () => {
  const root = join(import.meta.dirname, '..');
  const files = [...sources(join(root, 'features')), ...sources(join(root, 'ui'))];

  it.each(files.map((file) => [file.slice(root.length + 1), file]))(
    '%s renders no literal text: every word goes through i18next',
    (_, file) => {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      // Text between tags (`>Continue<`), and text props a user sees or hears.
      const jsxText = [...code.matchAll(/>\s*([^<>{}]*[A-Za-zÀ-ž]{2,}[^<>{}]*?)\s*</g)]
        .map((m) => m[1]!.trim())
        // TypeScript between `>` and `<` (generics, comparisons) is code, not text: it has code punctuation.
        .filter((text) => !/[;=(){}\n]/.test(text));
      const textProps = [
        ...code.matchAll(/\b(?:label|legend|title|placeholder|aria-label|alt|description)="([^"]*[A-Za-z][^"]*)"/g),
      ].map((m) => m[1]);
      expect([...jsxText.filter((text) => /[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(text)), ...textProps]).toEqual([]);
    },
  );
});
