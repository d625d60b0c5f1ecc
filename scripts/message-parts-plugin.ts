// The `?messages=<part>` imports of a locale's messages (src/i18n/message-parts.ts), for every build that bundles
// the kit's views: the widget and the payment page (vite.config.ts), the kit's package (vite.lib.config.ts) and the
// component tests (vitest.config.ts).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { locales } from '../src/i18n/i18n-core.js';
import { isMessagePart, pickMessages } from '../src/i18n/message-parts.js';

const i18nDir = fileURLToPath(new URL('../src/i18n', import.meta.url));

/**
 * `./en.json?messages=widget` is the sections of en.json the widget's first screen reads (src/i18n/message-parts.ts):
 * a small chunk of its own, where the whole file would carry every screen's words.
 *
 * `virtual:tradekit/message-urls/widget` is where each locale's chunk of that part is served from, so the app can
 * ask for its language's chunk the moment it starts (src/i18n/message-chunks.ts): its own `import()` of it runs
 * only once the whole entry is evaluated. In the dev server there are no chunks, and the map is empty.
 */
export function messageParts(): Plugin {
  const urlsPrefix = 'virtual:tradekit/message-urls/';
  let serving = false;
  return {
    name: 'tradekit:message-parts',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id.startsWith(urlsPrefix) ? `\0${id}` : null;
    },
    async load(id) {
      if (id.startsWith(`\0${urlsPrefix}`)) {
        const part = id.slice(urlsPrefix.length + 1);
        if (!isMessagePart(part)) this.error(`${id}: no message part "${part}" in src/i18n/message-parts.ts`);
        if (serving) return 'export default {};';
        const entries = await Promise.all(
          locales.map(async (locale) => {
            const resolved = await this.resolve(`${resolve(i18nDir, locale)}.json?messages=${part}`);
            if (!resolved) this.error(`${id}: cannot resolve the ${locale} messages`);
            const ref = this.emitFile({ type: 'chunk', id: resolved.id });
            return `${JSON.stringify(locale)}: import.meta.ROLLUP_FILE_URL_${ref}`;
          }),
        );
        return { code: `export default { ${entries.join(', ')} };`, moduleType: 'js' };
      }
      const match = /^(.+\.json)\?messages=([a-z]+)$/.exec(id);
      if (!match?.[1] || !match[2]) return null;
      const [, file, part] = match;
      if (!isMessagePart(part)) this.error(`${id}: no message part "${part}" in src/i18n/message-parts.ts`);
      this.addWatchFile(file);
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      return { code: `export default ${JSON.stringify(pickMessages(messages, part))};`, moduleType: 'js' };
    },
  };
}
