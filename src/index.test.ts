// Server rendering imports the kit in Node: importing it must not touch `window`, `document` or storage.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OrderSummaryViewProps, QuoteSelection, TradeFlowEvent, TradeStatusViewProps } from './index';

describe('the kit entry point', () => {
  it('imports in Node without a window and exports the provider and every view', async () => {
    expect(typeof globalThis.window).toBe('undefined');
    const kit = await import('./index');
    for (const name of [
      'TradekitProvider',
      'TradeFlow',
      'QuoteView',
      'SignupView',
      'VerifyEmailView',
      'LoginView',
      'PasswordResetView',
      'AddressForm',
      'SourceOfFundsForm',
      'CorporateDetailsForm',
      'ShareholderRelationForm',
      'PepDeclarationForm',
      'KycView',
      'TraderStatus',
      'BankAccountForm',
      'BankAccountChoice',
      'TradeHistoryView',
      'RecurringBuysView',
      'OrderSummaryView',
      'TradeStatusView',
      'cardReturnFromLocation',
    ]) {
      expect(typeof (kit as Record<string, unknown>)[name], name).toBe('function');
    }
  });

  it('takes in the trade views what the quote view and the flow hand out (typechecked)', () => {
    expectTypeOf<QuoteSelection>().toExtend<OrderSummaryViewProps['selection']>();
    expectTypeOf<(event: TradeFlowEvent) => void>().toExtend<NonNullable<TradeStatusViewProps['onEvent']>>();
  });

  it('renders the flow to HTML on the server, streamed once its words are in, showing its loading state', async () => {
    const { renderToReadableStream } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { TradekitProvider, TradeFlow } = await import('./index');
    const stream = await renderToReadableStream(
      createElement(TradekitProvider, { locale: 'de', children: createElement(TradeFlow) }),
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toContain('Wird geladen');
    expect(html).toContain('lang="de"');
  });

  it('rule: a bffUrl the kit cannot use fails server rendering too, saying what to pass', async () => {
    const { renderToString } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { TradekitProvider, TradeFlow } = await import('./index');
    const render = (bffUrl: string) =>
      renderToString(createElement(TradekitProvider, { bffUrl, children: createElement(TradeFlow) }));
    expect(() => render('/api')).toThrow(/Pass the BFF's origin, e\.g\. bffUrl="https:\/\/bff\.example"/);
    expect(render('https://bff.example')).toContain('tk-root');
  });
});
