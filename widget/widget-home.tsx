// The widget's opening screen, then the trading flow. A visitor who already started (a saved flow, or a return
// from identity verification) goes straight back into the flow, and so does one the partner sent with a starting
// amount: the customer already chose what to buy, so the widget opens at the quote.
import { useId, useRef, useState } from 'react';
import { TradeFlowCore } from '../src/app/flow/trade-flow';
import type { TradeFlowEvent } from '../src/app/flow/trade-flow-events';
import type { QuoteSelection } from '../src/features/quote/quote-model';
import type { Locale } from '../src/i18n/i18n-core';
import { useTranslation } from '../src/i18n/react';
import { Button } from '../src/ui/button';
import { LanguageSelect } from '../src/ui/language-select';
import { showView } from '../src/ui/show-view';

export interface WidgetHomeProps {
  /** Whether to skip the opening screen (it may turn true later, e.g. once a signed-in session is known). */
  started?: boolean;
  onEvent?: (event: TradeFlowEvent) => void;
  /**
   * Where the quote starts: the partner's `fiatCurrency`, `cryptoCurrency`, `amount` and `page`. With an amount the
   * opening screen is skipped.
   */
  defaultQuote?: Partial<QuoteSelection>;
  /** The partner's `walletAddress` option: where bought crypto goes. */
  walletAddress?: string;
  /** The language shown (one of `languages`). */
  language?: Locale;
  /** The languages the partner offers: with more than one, the customer can switch between them. */
  languages?: readonly Locale[];
  /** Called with the language the customer picks. */
  onLanguageChange?: (language: Locale) => void;
}

/** Whether the partner gave the quote a starting amount (the loader's `amount` option). */
const hasStartingAmount = (quote: Partial<QuoteSelection> | undefined) => Boolean(quote?.amount);

/**
 * The widget: what it is for and the way in. A named region rather than <main>: the widget lives inside the
 * partner's page, whose own <main> is the page's main content.
 */
export function WidgetHome({
  started = false,
  onEvent,
  defaultQuote,
  walletAddress,
  language,
  languages = [],
  onLanguageChange,
}: WidgetHomeProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [chosen, setChosen] = useState(() => hasStartingAmount(defaultQuote));
  // An amount the host page sends later (an update, or an older loader's init) opens the quote too; the flow then
  // stays open even if a later update drops the amount, rather than unmounting under the customer.
  if (!chosen && hasStartingAmount(defaultQuote)) setChosen(true);
  const section = useRef<HTMLElement>(null);
  const inFlow = started || chosen;
  return (
    <section className="tk-widget" aria-labelledby={headingId} ref={section}>
      <h1 id={headingId}>{t('widget.heading')}</h1>
      {inFlow ? (
        <TradeFlowCore onEvent={onEvent} defaultQuote={defaultQuote} walletAddress={walletAddress} />
      ) : (
        <>
          <p>{t('widget.intro')}</p>
          <Button
            onClick={() => {
              setChosen(true);
              // The click takes its button away: the quote's heading, once rendered, takes the focus.
              if (section.current) showView(section.current);
            }}
          >
            {t('widget.getQuote')}
          </Button>
        </>
      )}
      {language && onLanguageChange ? (
        <LanguageSelect value={language} languages={languages} onValueChange={onLanguageChange} />
      ) : null}
    </section>
  );
}

/**
 * True when this browser tab already has a flow in progress. In a third-party iframe the browser may deny storage
 * (Chromium blocking third-party cookies does), so a signed-in session is the other sign of progress (app.tsx).
 */
export function hasStartedFlow(): boolean {
  try {
    return window.sessionStorage.getItem('tradekit:flow') !== null || /[?&]result=/.test(window.location.search);
  } catch {
    return false;
  }
}
