// Every locale says everything, with the same placeholders; every reject reason and error code has a sentence;
// and no component renders English that skipped i18next.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bffErrorCodes } from '../api/contract/bff/errors';
import { RejectReason } from '../api/contract/trade/enums';
import { tradeErrorCodes } from '../api/contract/trade/errors';
import { createI18n, type Locale, locales, resources } from './create-i18n';
import { consoleLocales } from './i18n-core';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!).sort();
const english = leaves(resources.en.translation as Tree);
/** A locale's messages with the sandbox console's left out: a developer tool, which may stay English (#29). */
const customerLeaves = (locale: Locale) =>
  new Map([...leaves(resources[locale].translation as Tree)].filter(([key]) => !key.startsWith('console.')));

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
/** The plural categories `locale` has by CLDR, as the runtime's `Intl.PluralRules` knows them. */
const categoriesOf = (locale: string) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

/** English's keys as `locale` must have them: each plural pair becomes one key per category of `locale`. */
function expectedKeys(locale: Locale, withConsole: boolean): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, text] of english) {
    if (!withConsole && key.startsWith('console.')) continue;
    const plural = PLURAL.exec(key);
    if (!plural) out.set(key, text);
    else if (plural[2] === 'other')
      for (const category of categoriesOf(locale)) out.set(`${plural[1]}_${category}`, text);
  }
  return out;
}

/**
 * The reviewed values a locale may leave as English writes them: codes and names (`IBAN`, `BIC / SWIFT`, `Bitcoin`,
 * the networks' names), and per locale the words that are the same in it. A value with no word outside its
 * placeholders (`{{amount}} {{frequency}}`) needs no review.
 */
const SAME_EVERYWHERE = new Set(['IBAN', 'BIC / SWIFT', 'Bitcoin', 'mainnet', 'testnet']);
const SAME_IN: Partial<Record<Locale, readonly string[]>> = {
  da: ['Stop', 'Bank'],
  de: ['Optional', 'Code', 'Website', 'Bank'],
  sv: ['Bank'],
  nb: ['Bank'],
  nl: ['Bank'],
  fr: ['Description', 'Date', 'Transaction'],
  it: ['Account', 'Password', 'No'],
};

/** A count `locale` puts in `category`, from the counts that pick each category in the twelve. */
const SAMPLE_COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 102, 1.5, 1_000_000];
const countFor = (locale: string, category: string) =>
  SAMPLE_COUNTS.find((n) => new Intl.PluralRules(locale).select(n) === category);

describe('locales', () => {
  it.each(locales)(
    '%s has every key English has (each plural in its CLDR forms), no other, none empty, with the same placeholders',
    (locale) => {
      const own = leaves(resources[locale].translation as Tree);
      const hasConsole = (consoleLocales as readonly string[]).includes(locale);
      const expected = expectedKeys(locale, hasConsole);
      expect([...own.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [key, text] of own) {
        expect(text.trim(), `${locale}: ${key}`).not.toBe('');
        const wanted = placeholders(expected.get(key) ?? '');
        // A plural form may say its count in words ("دقيقتين", two minutes) instead of `{{count}}`.
        const said = PLURAL.test(key)
          ? wanted.filter((name) => name !== 'count' || text.includes('{{count}}'))
          : wanted;
        expect(placeholders(text), `${locale}: ${key}`).toEqual(said);
      }
    },
  );

  it.each(locales.filter((locale) => locale !== 'en'))(
    '%s leaves no customer message as English writes it, but the reviewed codes, names and same words',
    (locale) => {
      const reviewed = new Set([...SAME_EVERYWHERE, ...(SAME_IN[locale] ?? [])]);
      const left = [...customerLeaves(locale)].filter(
        ([key, text]) =>
          text === english.get(key) && /\p{L}{2}/u.test(text.replace(/{{\w+}}/g, '')) && !reviewed.has(text),
      );
      expect(left).toEqual([]);
    },
  );

  it.each(locales.map((locale) => [locale, categoriesOf(locale).join(', ')]))(
    'rule: %s says each count in its own plural form (%s), each picked by a count that selects it',
    (locale) => {
      const i18n = createI18n(locale);
      for (const base of ['verifyEmail.resendIn', 'orderSummary.priceRenewed']) {
        for (const category of categoriesOf(locale)) {
          const count = countFor(locale, category);
          expect(count, `${locale}: a sample count for ${category}`).toBeDefined();
          const form = customerLeaves(locale).get(`${base}_${category}`)!;
          expect(i18n.t(base as 'verifyEmail.resendIn', { count: count! }), `${locale} ${base} ${count}`).toBe(
            form.replace('{{count}}', String(count)),
          );
        }
      }
    },
  );

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
