// The widget's language as the customer meets it: chosen in order (locale-choice.test.ts has each rule), switched
// with the switcher on the opening screen, kept for the session, and written on the document with its direction.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TradekitProviderCore } from '../src/api/client/tradekit-provider';
import { createLazyI18n } from '../src/i18n/lazy-i18n';
import { recordingLoader } from '../src/test/lazy-messages';
import { TEST_BFF_URL } from '../src/test/render-with-kit';
import { CHOSEN_LOCALE_KEY } from './locale-choice';
import { WidgetHome } from './widget-home';
import { useWidgetLanguage } from './widget-language';

interface WidgetProps {
  /** The partner's `locale` option. */
  option?: string;
  /** The locales the partner's configuration lists; undefined until it is read. */
  listed?: readonly string[];
}

/** The widget app's language wiring (app.tsx) around its opening screen, with the messages loaded lazily. */
function renderWidget(props: WidgetProps = {}) {
  const { calls, load } = recordingLoader();
  const i18n = createLazyI18n('en', { part: 'widget', load });
  const queryClient = new QueryClient();
  function Widget({ option, listed }: WidgetProps) {
    const { locale, offered, choose } = useWidgetLanguage(option, listed);
    return (
      <TradekitProviderCore bffUrl={TEST_BFF_URL} locale={locale} i18n={i18n} queryClient={queryClient}>
        <WidgetHome language={locale} languages={offered} onLanguageChange={choose} />
      </TradekitProviderCore>
    );
  }
  const rendered = render(<Widget {...props} />);
  const rerender = (next: WidgetProps) => rendered.rerender(<Widget {...next} />);
  return { ...rendered, rerender, calls, user: userEvent.setup() };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** Forgets the customer's choice: the session's storage and its cookie. */
function forgetChoice() {
  sessionStorage.clear();
  document.cookie = '__Host-tradekit_locale=; Path=/; Secure; Max-Age=0';
}

beforeEach(() => {
  forgetChoice();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
});

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('the widget’s language', () => {
  it('speaks the first of the browser’s languages the partner offers, the document saying so', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'fr-CA', 'en']);
    renderWidget();
    expect(await heading('Achetez et vendez des cryptos')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('rule: the customer’s choice this session wins over the partner’s locale option', async () => {
    sessionStorage.setItem(CHOSEN_LOCALE_KEY, 'de');
    renderWidget({ option: 'da' });
    expect(await heading('Krypto kaufen und verkaufen')).toBeInTheDocument();
  });

  it('rule: the partner’s locale option wins over the browser’s languages, and follows its updates', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    const { rerender } = renderWidget({ option: 'da' });
    expect(await heading('Køb og sælg krypto')).toBeInTheDocument();
    rerender({ option: 'de' });
    expect(await heading('Krypto kaufen und verkaufen')).toBeInTheDocument();
  });

  it('rule: once the partner’s configuration is read, a language it does not offer gives way to its first', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    const { rerender } = renderWidget();
    expect(await heading('Achetez et vendez des cryptos')).toBeInTheDocument();
    rerender({ listed: ['da', 'en'] });
    expect(await heading('Køb og sælg krypto')).toBeInTheDocument();
  });
});

describe('the language switcher', () => {
  it('offers every language the partner offers, each in its own name and language, labelled “Language”', async () => {
    renderWidget({ listed: ['en', 'da', 'ar', 'nb'] });
    const select = await screen.findByRole('combobox', { name: 'Language' });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['English', 'dansk', 'العربية', 'norsk bokmål']);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en', 'da', 'ar', 'nb']);
    expect(select).toHaveValue('en');
  });

  it('is not there when the partner offers one language', async () => {
    renderWidget({ listed: ['da'] });
    expect(await heading('Køb og sælg krypto')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('switches the language at once, downloading only the one chosen, and labels itself in it', async () => {
    const { user, calls } = renderWidget();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'da');
    expect(await heading('Køb og sælg krypto')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprog' })).toHaveValue('da');
    expect(calls).toEqual(['en:widget', 'da:widget']);
  });

  it('remembers the choice for the session: the frame reloaded speaks it, over the partner’s option', async () => {
    const first = renderWidget({ option: 'en' });
    await first.user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'sv');
    expect(await heading('Köp och sälj krypto')).toBeInTheDocument();
    expect(sessionStorage.getItem(CHOSEN_LOCALE_KEY)).toBe('sv');
    first.unmount();

    renderWidget({ option: 'en' });
    expect(await heading('Köp och sälj krypto')).toBeInTheDocument();
  });

  it('remembers it where the browser denies the frame its storage (Chromium on a partner’s page): in a cookie', async () => {
    const denied = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
    const first = renderWidget();
    await first.user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'nl');
    expect(await heading('Crypto kopen en verkopen')).toBeInTheDocument();
    first.unmount();

    renderWidget();
    expect(await heading('Crypto kopen en verkopen')).toBeInTheDocument();
  });

  it('turns the document and the kit’s root right to left for Arabic, and back', async () => {
    const { user, container } = renderWidget();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ar');
    expect(await heading('شراء العملات المشفرة وبيعها')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(container.querySelector('.tk-root')).toHaveAttribute('dir', 'rtl');

    await user.selectOptions(screen.getByRole('combobox'), 'en');
    expect(await heading('Buy and sell crypto')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(container.querySelector('.tk-root')).toHaveAttribute('dir', 'ltr');
  });
});
