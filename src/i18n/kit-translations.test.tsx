// TradekitProvider's languages as a host meets them, with the messages downloaded as the package does (the chunks
// of scripts/message-parts-plugin.ts): views wait for their words, a host overrides and adds messages (typed by
// the English catalogue), an unknown locale shows English and says so once, and a streaming server render holds
// the views' words.
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TradekitProvider } from '../api/client/tradekit-provider';
import { hostCatalogue } from '../test/lazy-messages';
import { resources } from './create-i18n';
import { useTranslation } from './react';
import { useAllMessages } from './use-all-messages';

const { da, de } = { da: resources.da.translation, de: resources.de.translation };

/** What the quote view shows first: a message of the kit's first part. */
function QuoteHeading() {
  const { t } = useTranslation();
  return <h1>{t('quote.heading')}</h1>;
}

/** A view beyond the quote: its message comes with the whole language. */
function KycHeading() {
  useAllMessages();
  const { t } = useTranslation();
  return <h2>{t('kyc.heading')}</h2>;
}

afterEach(() => vi.restoreAllMocks());

describe('TradekitProvider’s languages', () => {
  it('rule: a view waits for its words (no key is ever shown), then shows them in the locale asked for', async () => {
    render(
      <TradekitProvider locale="da">
        <QuoteHeading />
      </TradekitProvider>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(await screen.findByRole('heading', { name: da.quote.heading })).toBeInTheDocument();
  });

  it('rule: a view beyond the quote waits for the rest of the locale', async () => {
    render(
      <TradekitProvider locale="de">
        <QuoteHeading />
        <KycHeading />
      </TradekitProvider>,
    );
    expect(await screen.findByRole('heading', { name: de.kyc.heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: de.quote.heading })).toBeInTheDocument();
  });

  it('rule: a host overrides any message of a shipped locale', async () => {
    render(
      <TradekitProvider locale="da" messages={{ da: { quote: { heading: 'Køb bitcoin' }, kyc: { heading: 'Pas' } } }}>
        <QuoteHeading />
        <KycHeading />
      </TradekitProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Pas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Køb bitcoin' })).toBeInTheDocument();
  });

  it('rule: a locale the host adds renders in the first render, with no download to wait for', () => {
    const { container } = render(
      <TradekitProvider locale="pt" messages={{ pt: hostCatalogue('pt: ') }}>
        <QuoteHeading />
        <KycHeading />
      </TradekitProvider>,
    );
    expect(screen.getByRole('heading', { name: 'pt: Get a quote' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'pt: Verify your identity' })).toBeInTheDocument();
    expect(container.querySelector('.tk-root')).toHaveAttribute('lang', 'pt');
  });

  it('rule: a catalogue the host changes shows; the same one written anew in each render is no change', async () => {
    const { rerender } = render(
      <TradekitProvider locale="en" messages={{ en: { quote: { heading: 'Price check' } } }}>
        <QuoteHeading />
      </TradekitProvider>,
    );
    const heading = await screen.findByRole('heading', { name: 'Price check' });
    rerender(
      <TradekitProvider locale="en" messages={{ en: { quote: { heading: 'Price check' } } }}>
        <QuoteHeading />
      </TradekitProvider>,
    );
    // Not made again: the same element, never hidden while a new instance would load.
    expect(screen.getByRole('heading', { name: 'Price check' })).toBe(heading);
    rerender(
      <TradekitProvider locale="en" messages={{ en: { quote: { heading: 'What it costs' } } }}>
        <QuoteHeading />
      </TradekitProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'What it costs' })).toBeInTheDocument();
  });

  it('rule: an unknown locale shows English, with one console warning naming the supported locales, however often it renders', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ui = () => (
      <StrictMode>
        <TradekitProvider locale="xx" messages={{ pt: hostCatalogue('pt: ') }}>
          <QuoteHeading />
        </TradekitProvider>
      </StrictMode>
    );
    const { rerender, container } = render(ui());
    expect(await screen.findByRole('heading', { name: 'Get a quote' })).toBeInTheDocument();
    for (let again = 0; again < 3; again += 1) rerender(ui());
    await act(async () => {});
    expect(container.querySelector('.tk-root')).toHaveAttribute('lang', 'en');
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /"xx".*English.*Supported locales: en, da, de, sv, nb, fi, nl, fr, es, it, pl, ar, pt\./,
    );
  });

  it('rule: a shipped or added locale draws no warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <TradekitProvider locale="de">
        <QuoteHeading />
      </TradekitProvider>,
    );
    await screen.findByRole('heading', { name: de.quote.heading });
    render(
      <TradekitProvider locale="pt" messages={{ pt: hostCatalogue('pt: ') }}>
        <QuoteHeading />
      </TradekitProvider>,
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('rule: a misspelt key, or a locale added with messages missing, is a type error (npm run typecheck)', () => {
    const typed = [
      // @ts-expect-error `heading` misspelt
      <TradekitProvider key="misspelt" messages={{ en: { quote: { headng: 'Price check' } } }}>
        <QuoteHeading />
      </TradekitProvider>,
      // @ts-expect-error a locale added needs every message, not only the quote's heading
      <TradekitProvider key="incomplete" messages={{ pt: { quote: { heading: 'Obter um preço' } } }}>
        <QuoteHeading />
      </TradekitProvider>,
      <TradekitProvider key="complete" messages={{ pt: hostCatalogue('pt: '), da: { quote: { heading: 'Køb' } } }}>
        <QuoteHeading />
      </TradekitProvider>,
    ];
    expect(typed).toHaveLength(3);
  });

  it('rule: a streaming server render waits for the words and holds the views’ markup', async () => {
    const stream = await renderToReadableStream(
      <TradekitProvider locale="da">
        <QuoteHeading />
        <KycHeading />
      </TradekitProvider>,
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toContain('lang="da"');
    expect(html).toContain(`<h1>${da.quote.heading}</h1>`);
    expect(html).toContain(`<h2>${da.kyc.heading}</h2>`);
  });

  it('rule: a render to a string (no streaming) still sends the provider’s root; the views follow in the browser', () => {
    const html = renderToString(
      <TradekitProvider locale="da" theme={{ primaryColor: '#0f766e' }}>
        <QuoteHeading />
      </TradekitProvider>,
    );
    expect(html).toMatch(/^<div class="tk-root"[^>]* lang="da"/);
    expect(html).not.toContain('quote.heading');
  });
});
