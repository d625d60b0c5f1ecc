// The widget and the payment page download one language, and of it first only what their first screen reads:
// the rest of the language comes when a later view asks for it, and a change of language loads before it shows.
import { act, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { recordingLoader } from '../test/lazy-messages';
import { resources } from './create-i18n';
import { errorKey } from './error-message';
import { createLazyI18n } from './lazy-i18n';
import { I18nProvider, useTranslation } from './react';
import { useAllMessages } from './use-all-messages';

const ready = (i18n: I18n) =>
  waitFor(() => expect(i18n.isInitialized && i18n.hasLoadedNamespace('translation')).toBe(true));

function KycHeading() {
  useAllMessages();
  const { t } = useTranslation();
  return <h1>{t('kyc.heading')}</h1>;
}

describe('lazily loaded translations', () => {
  it('load the first part of the language shown, and no other language (not even English)', async () => {
    const { calls, load } = recordingLoader();
    const i18n = createLazyI18n('da', { part: 'widget', load });
    await ready(i18n);
    expect(i18n.t('widget.heading')).toBe('Køb og sælg krypto');
    expect(calls).toEqual(['da:widget']);
  });

  it("know an error's own sentence once its part or the whole language is in", async () => {
    const { load } = recordingLoader();
    const i18n = createLazyI18n('de', { part: 'widget', load });
    await ready(i18n);
    // The widget's first part has the offline sentence; a refused pair reads as the generic sentence until the
    // whole language is in, and a sign-up error too.
    expect(i18n.t(errorKey({ code: 'network_error' }))).toBe(resources.de.translation.errors.network_error);
    expect(i18n.t(errorKey({ code: 'no_matching_payment_method' }))).toBe(resources.de.translation.errors.unknown);
    await i18n.loadNamespaces('all');
    expect(i18n.t(errorKey({ code: 'no_matching_payment_method' }))).toBe(
      resources.de.translation.errors.no_matching_payment_method,
    );
    expect(i18n.t(errorKey({ code: 'wrong_password' }))).toBe(resources.de.translation.errors.wrong_password);
  });

  it('fall back to English for a locale not shipped', async () => {
    const { calls, load } = recordingLoader();
    const i18n = createLazyI18n('xx', { part: 'pay', load });
    await ready(i18n);
    expect(i18n.language).toBe('en');
    expect(calls).toEqual(['en:pay']);
  });

  it('switch language only once the new one is in, keeping the parts already asked for', async () => {
    const { calls, load } = recordingLoader();
    const i18n = createLazyI18n('da', { part: 'widget', load });
    await ready(i18n);
    await i18n.loadNamespaces('all');
    const switching = i18n.changeLanguage('de');
    expect(i18n.t('widget.heading')).toBe('Køb og sælg krypto');
    await switching;
    expect(i18n.t('widget.heading')).toBe('Krypto kaufen und verkaufen');
    expect(i18n.t('kyc.heading')).toBe('Identität bestätigen');
    expect(calls.sort()).toEqual(['da:all', 'da:widget', 'de:all', 'de:widget']);
  });

  it('suspend a view beyond the first screen until the whole language is in', async () => {
    const { calls, load } = recordingLoader();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const i18n = createLazyI18n('da', {
      part: 'widget',
      load: async (locale, part) => {
        if (part === 'all') await released;
        return load(locale, part);
      },
    });
    await ready(i18n);
    // `use` resumes a suspended view through act's queue in tests, so act is awaited here.
    await act(async () => {
      render(
        <I18nProvider i18n={i18n}>
          <Suspense fallback={<p>waiting</p>}>
            <KycHeading />
          </Suspense>
        </I18nProvider>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => {
      release();
      await i18n.loadNamespaces('all');
    });
    expect(await screen.findByRole('heading', { name: 'Bekræft din identitet' })).toBeInTheDocument();
    expect(calls).toEqual(['da:widget', 'da:all']);
  });
});
