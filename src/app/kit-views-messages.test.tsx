// TradekitProvider downloads the quote's part of the messages first (src/i18n/kit-i18n.ts): every other view the
// kit exports reads words beyond it, so it waits for the whole language before it shows anything; a view that
// did not would show message keys. Every export is checked, so a view added later is held to it too.
import { act, render, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { TradekitProviderCore } from '../api/client/tradekit-provider';
import * as kit from '../index';
import { createKitI18n } from '../i18n/kit-i18n';
import { SuspendUntilTranslated } from '../i18n/kit-translations';
import { recordingLoader } from '../test/lazy-messages';

/** Exports that read only the quote's part (or no message at all), and exports that are not views. */
const firstPart = new Set(['TradekitProvider', 'QuoteView', 'TradeFlow', 'Button', 'BffError']);

const views = Object.entries(kit)
  .filter(([name, value]) => /^[A-Z]/.test(name) && typeof value === 'function' && !firstPart.has(name))
  .map(([name, value]) => [name, value as ComponentType] as const);

describe('the kit’s views beyond the quote', () => {
  it('are every exported view but the quote and the flow', () => {
    expect(views.map(([name]) => name)).toEqual(
      expect.arrayContaining(['SignupView', 'KycView', 'InvoicePaymentPage']),
    );
  });

  it.each(views)('rule: %s waits for the whole language before it renders', async (_, View) => {
    const { calls, load } = recordingLoader();
    // The quote's part arrives, the rest never does.
    const i18n = createKitI18n('en', {
      load: (locale, part) => {
        const loading = load(locale, part);
        return part === 'all' ? new Promise(() => {}) : loading;
      },
    });
    await waitFor(() => expect(i18n.isInitialized && i18n.hasLoadedNamespace('translation')).toBe(true));
    const { container } = render(
      <TradekitProviderCore bffUrl="http://localhost:3000/api" i18n={i18n} gate={SuspendUntilTranslated}>
        <View />
      </TradekitProviderCore>,
    );
    await act(async () => {});
    expect(calls).toEqual(['en:quote', 'en:all']);
    expect(container.querySelector('.tk-root')).toBeEmptyDOMElement();
  });
});
