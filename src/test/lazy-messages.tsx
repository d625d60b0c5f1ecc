// Test support for lazily loaded translations (src/i18n/lazy-i18n.ts), as the widget and the payment page use them:
// a message loader over the bundled messages that notes what was asked for, and a render inside such a provider.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { askOriginCheck } from '../api/client/origin-check';
import { TradekitProviderCore } from '../api/client/tradekit-provider';
import { resources } from '../i18n/create-i18n';
import type { Messages } from '../i18n/i18n-core';
import { createLazyI18n, type MessageLoader } from '../i18n/lazy-i18n';
import { type MessagePart, pickMessages } from '../i18n/message-parts';
import { createMockBff, type MockBffOptions } from '../mocks/mock-bff';
import { server } from './msw-server';
import { TEST_BFF_URL } from './render-with-kit';

/** A loader over the bundled messages; `calls` lists each `locale:part` asked for, in order. */
export function recordingLoader({ serveAll = true } = {}) {
  const calls: string[] = [];
  const load: MessageLoader = async (locale, part) => {
    calls.push(`${locale}:${part}`);
    const messages = resources[locale].translation;
    if (part === 'all') return serveAll ? messages : {};
    return pickMessages(messages, part);
  };
  return { calls, load };
}

/** Every message of `tree` with `mark` before it. */
function marked<T>(tree: T, mark: string): T {
  if (typeof tree === 'string') return `${mark}${tree}` as T;
  return Object.fromEntries(Object.entries(tree as object).map(([key, value]) => [key, marked(value, mark)])) as T;
}

/** A host's catalogue of a locale the kit does not ship: every English message, marked (`fr: Get a quote`). */
export const hostCatalogue = (mark: string): Messages => marked(resources.en.translation, mark);

export interface LazyMessagesOptions extends MockBffOptions {
  part: MessagePart;
  locale?: string;
  /** False answers the request for the whole language with nothing, so only the part can be read. */
  serveAll?: boolean;
}

/**
 * Renders `ui` in a provider whose i18n instance loads `part` first, against the msw mock of the browser API, asking
 * why when a call gets no answer as TradekitProvider does.
 * `missing` collects every key a view asked for and the loaded messages lacked.
 */
export function renderWithLazyMessages(
  ui: ReactElement,
  { part, locale = 'en', serveAll, ...mockOptions }: LazyMessagesOptions,
) {
  const { calls, load } = recordingLoader({ serveAll });
  const i18n = createLazyI18n(locale, { part, load });
  const missing: string[] = [];
  i18n.options.saveMissing = true;
  i18n.on('missingKey', (_languages: readonly string[], _namespace: string, key: string) => missing.push(key));
  const mock = createMockBff({ bffUrl: TEST_BFF_URL, ...mockOptions });
  server.use(...mock.handlers);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const rendered = render(
    <TradekitProviderCore
      bffUrl={TEST_BFF_URL}
      locale={locale}
      i18n={i18n}
      queryClient={queryClient}
      whyUnreachable={askOriginCheck()}
    >
      {ui}
    </TradekitProviderCore>,
  );
  return { ...rendered, ...mock, user, i18n, calls, missing };
}
