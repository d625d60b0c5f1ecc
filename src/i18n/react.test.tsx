// The kit's own React binding of i18next: a view shows its words once they are in, follows a change of language
// and a part of the messages loaded later, renders on the server, and says what is missing without a provider.
import { act, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingLoader } from '../test/lazy-messages';
import { createI18n } from './create-i18n';
import { createLazyI18n } from './lazy-i18n';
import { I18nProvider, useTranslation } from './react';

function Heading() {
  const { t, ready } = useTranslation();
  return <h1>{ready ? t('widget.heading') : 'not ready'}</h1>;
}

/** A view of a later screen, whose words come with the whole language (`all`), not the widget's first part. */
function KycHeading() {
  const { t } = useTranslation();
  return <h2>{t('kyc.heading')}</h2>;
}

const inProvider = (i18n: I18n, ui = <Heading />) => <I18nProvider i18n={i18n}>{ui}</I18nProvider>;

/** A lazy instance whose first part arrives only when the test releases it. */
function heldBackI18n(locale: string) {
  const { calls, load } = recordingLoader();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const i18n = createLazyI18n(locale, {
    part: 'widget',
    load: async (language, part) => {
      await released;
      return load(language, part);
    },
  });
  const initialised = new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));
  return { i18n, calls, release: () => (release(), initialised) };
}

afterEach(() => vi.restoreAllMocks());

describe('useTranslation', () => {
  it('is not ready until the instance is initialised with its first messages, then shows them', async () => {
    const { i18n, release } = heldBackI18n('da');
    render(inProvider(i18n));
    expect(screen.getByRole('heading')).toHaveTextContent('not ready');
    await act(release);
    expect(screen.getByRole('heading')).toHaveTextContent('Køb og sælg krypto');
  });

  it('is ready at the first render with bundled messages', () => {
    render(inProvider(createI18n('de')));
    expect(screen.getByRole('heading')).toHaveTextContent('Krypto kaufen und verkaufen');
  });

  it('renders again in the new language when the language changes', async () => {
    const i18n = createI18n('en');
    render(inProvider(i18n));
    expect(screen.getByRole('heading')).toHaveTextContent('Buy and sell crypto');
    await act(() => i18n.changeLanguage('da'));
    expect(screen.getByRole('heading')).toHaveTextContent('Køb og sælg krypto');
  });

  it('keeps the old language on screen while a lazily loaded one is on its way, then switches', async () => {
    const { load } = recordingLoader();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const i18n = createLazyI18n('en', {
      part: 'widget',
      load: async (language, part) => {
        if (language === 'de') await released;
        return load(language, part);
      },
    });
    await new Promise((resolve) => i18n.on('initialized', resolve));
    render(inProvider(i18n));
    let switched: Promise<unknown> = Promise.resolve();
    act(() => void (switched = i18n.changeLanguage('de')));
    expect(screen.getByRole('heading')).toHaveTextContent('Buy and sell crypto');
    await act(async () => {
      release();
      await switched;
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Krypto kaufen und verkaufen');
  });

  it('renders again when a namespace is loaded later (the whole language after the first part)', async () => {
    const { i18n, release } = heldBackI18n('da');
    await release();
    render(inProvider(i18n, <KycHeading />));
    // The first part has no words of the identity check: i18next shows the key.
    expect(screen.getByRole('heading')).toHaveTextContent('kyc.heading');
    await act(() => i18n.loadNamespaces('all'));
    expect(screen.getByRole('heading')).toHaveTextContent('Bekræft din identitet');
  });

  it('renders again when messages are added to the store', () => {
    // An instance of its own: createI18n's stores are the bundled messages, shared by every test.
    const i18n = createInstance();
    void i18n.init({ lng: 'en', initAsync: false, resources: { en: { translation: {} } } });
    render(inProvider(i18n));
    expect(screen.getByRole('heading')).toHaveTextContent('widget.heading');
    act(() => void i18n.addResource('en', 'translation', 'widget.heading', 'Trade bitcoin'));
    expect(screen.getByRole('heading')).toHaveTextContent('Trade bitcoin');
  });

  it('returns the same t until something changes, and a new one in the new language', async () => {
    const i18n = createI18n('en');
    const seen: TFunction[] = [];
    function Recorder({ label }: { label: string }) {
      const { t } = useTranslation();
      seen.push(t);
      return <p>{label}</p>;
    }
    const { rerender } = render(inProvider(i18n, <Recorder label="one" />));
    rerender(inProvider(i18n, <Recorder label="two" />));
    expect(seen.at(-1)).toBe(seen[0]);
    await act(() => i18n.changeLanguage('de'));
    expect(seen.at(-1)).not.toBe(seen[0]);
    expect(seen.at(-1)!('widget.heading')).toBe('Krypto kaufen und verkaufen');
    // The earlier t stays bound to the language it was made for.
    expect(seen[0]!('widget.heading')).toBe('Buy and sell crypto');
  });

  it('renders on the server', () => {
    expect(renderToString(inProvider(createI18n('da')))).toBe('<h1>Køb og sælg krypto</h1>');
  });

  it('says which provider is missing when there is none', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Heading />)).toThrow(/TradekitProvider/);
  });

  it('types t by the messages: a key English does not have is a type error', () => {
    function WrongKey() {
      const { t } = useTranslation();
      // @ts-expect-error no such message (the typecheck fails if t accepted any string)
      return <p>{t('widget.no_such_message')}</p>;
    }
    render(inProvider(createI18n('en'), <WrongKey />));
    expect(screen.getByText('widget.no_such_message')).toBeInTheDocument();
  });
});
