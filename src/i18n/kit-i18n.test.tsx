// The kit provider's translations, as an i18next instance: only the locale shown is downloaded, of it first the
// quote's part; a host overrides any message of a shipped locale and adds a locale of its own, which needs no
// download; a locale with no messages shows English.
import { waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { hostCatalogue, recordingLoader } from '../test/lazy-messages';
import { resources } from './create-i18n';
import { errorKey } from './error-message';
import { createKitI18n } from './kit-i18n';
import { preloadAllMessages } from './use-all-messages';

const ready = (i18n: I18n) =>
  waitFor(() => expect(i18n.isInitialized && i18n.hasLoadedNamespace('translation')).toBe(true));

const portuguese = hostCatalogue('pt: ');

describe('the kit’s translations', () => {
  it('rule: only the locale shown is downloaded, and of it first the part of the quote and the flow’s frame', async () => {
    const { calls, load } = recordingLoader();
    const i18n = createKitI18n('da', { load });
    await ready(i18n);
    expect(i18n.t('quote.heading')).toBe(resources.da.translation.quote.heading);
    expect(i18n.t('steps.quote')).toBe(resources.da.translation.steps.quote);
    expect(calls).toEqual(['da:quote']);
  });

  it('rule: the rest of the locale is downloaded when a view asks for it, once', async () => {
    const { calls, load } = recordingLoader();
    const i18n = createKitI18n('de', { load });
    await ready(i18n);
    await Promise.all([preloadAllMessages(i18n), preloadAllMessages(i18n)]);
    expect(i18n.t('kyc.heading')).toBe(resources.de.translation.kyc.heading);
    expect(calls).toEqual(['de:quote', 'de:all']);
  });

  it('rule: a host overrides any message of a shipped locale, in the first part and in the rest', async () => {
    const { load } = recordingLoader();
    const i18n = createKitI18n('da', {
      load,
      messages: { da: { quote: { heading: 'Køb bitcoin' }, kyc: { heading: 'Vis os dit pas' } } },
    });
    await ready(i18n);
    expect(i18n.t('quote.heading')).toBe('Køb bitcoin');
    expect(i18n.t('quote.buy')).toBe(resources.da.translation.quote.buy);
    await preloadAllMessages(i18n);
    expect(i18n.t('kyc.heading')).toBe('Vis os dit pas');
    expect(i18n.t('quote.heading')).toBe('Køb bitcoin');
    expect(i18n.t('signup.heading')).toBe(resources.da.translation.signup.heading);
  });

  it('rule: a locale the host adds is ready at once, with nothing downloaded', () => {
    const { calls, load } = recordingLoader();
    const i18n = createKitI18n('pt', { load, messages: { pt: portuguese } });
    expect(i18n.isInitialized && i18n.hasLoadedNamespace('translation')).toBe(true);
    expect(i18n.hasLoadedNamespace('all')).toBe(true);
    expect(i18n.language).toBe('pt');
    expect(i18n.t('quote.heading')).toBe('pt: Get a quote');
    expect(i18n.t(errorKey({ code: 'wrong_password' }))).toBe(`pt: ${resources.en.translation.errors.wrong_password}`);
    expect(calls).toEqual([]);
  });

  it('rule: the host’s locales and the shipped ones switch both ways', async () => {
    const { calls, load } = recordingLoader();
    const i18n = createKitI18n('pt', { load, messages: { pt: portuguese } });
    await i18n.changeLanguage('de');
    expect(i18n.t('quote.heading')).toBe(resources.de.translation.quote.heading);
    await i18n.changeLanguage('pt');
    expect(i18n.t('quote.heading')).toBe('pt: Get a quote');
    expect(calls).toEqual(['de:quote']);
  });

  it('rule: a locale with no messages, shipped or the host’s, shows English', async () => {
    const { calls, load } = recordingLoader();
    const i18n = createKitI18n('xx', { load, messages: { pt: portuguese } });
    await ready(i18n);
    expect(i18n.language).toBe('en');
    expect(i18n.t('quote.heading')).toBe('Get a quote');
    expect(calls).toEqual(['en:quote']);
  });
});
