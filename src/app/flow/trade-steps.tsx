// The flow's screens for a trader who may trade: the quote, the order summary, the trade (payment and live status),
// the trade history and the recurring buys, under one navigation. A chunk of its own, loaded once a signed-in trader
// is known to be done with onboarding, so the widget's first view carries none of it.
import { useEffect, useState, type ReactNode } from 'react';
import { useTrades } from '../../api/client/trades';
import type { TradeView } from '../../api/contract/bff/trade';
import { isFinalTradeState } from '../../api/contract/trade/trade-states';
import type { QuoteSelection } from '../../features/quote/quote-model';
import { BankAccountChoice } from '../../features/trade/bank-account-choice';
import { cardReturnFromLocation, type CardReturn } from '../../features/trade/card-return';
import { OrderSummaryView } from '../../features/trade/order-summary';
import { RecurringBuysView } from '../../features/trade/recurring-buys';
import { TradeHistoryView } from '../../features/trade/trade-history';
import { TradeStatusView } from '../../features/trade/trade-status';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { ErrorState, LoadingState } from '../../ui/query-states';
import type { TradeScreen } from './flow-storage';
import { SignOut } from './sign-out';
import './trade-steps.css';
import type { TradeFlowEvent } from './trade-flow-events';

/** Where the trader goes next; `tradeId` with the `trade` screen. */
export interface TradeLocation {
  screen: TradeScreen;
  tradeId?: number;
}

/** Props of {@link TradeSteps}. */
export interface TradeStepsProps {
  /** The screen to show; none: find the trader's unfinished trade first, else open the quote. */
  location: TradeLocation | undefined;
  /** The quote view, as the flow renders it (it reports quote changes and preloads). */
  quote: ReactNode;
  /** What the trader chose on the quote, for the order summary. */
  selection: QuoteSelection | undefined;
  /** The partner's payout address for buys, if it gave one. */
  walletAddress?: string;
  /** The host's page the card payment page returns to (TradeFlow's `returnUrl`); default the BFF's return page. */
  returnUrl: string | undefined;
  onLocation: (location: TradeLocation) => void;
  onEvent: (event: TradeFlowEvent) => void;
  onSignedOut: () => void;
}

/** The trading screens of the flow, with the navigation between them and the sign-out. */
export default function TradeSteps({ location, onLocation, onSignedOut, ...props }: TradeStepsProps) {
  useAllMessages();
  // Back from the card payment page on the host's own return page (TradeFlow's `returnUrl`): that trade first.
  const [cardReturn] = useState(cardReturnFromLocation);
  const onReturnedTrade = location?.screen === 'trade' && location.tradeId === cardReturn?.tradeId;
  const [returning, setReturning] = useState(cardReturn !== undefined && !onReturnedTrade);
  if (returning && onReturnedTrade) setReturning(false);
  useEffect(() => {
    if (returning && cardReturn) onLocation({ screen: 'trade', tradeId: cardReturn.tradeId });
  }, [returning, cardReturn, onLocation]);
  if (returning) return <LoadingState />;
  if (location === undefined) return <Resume onLocation={onLocation} />;
  return (
    <>
      <TradeNav current={location.screen} onLocation={onLocation} />
      <Screen location={location} onLocation={onLocation} cardReturn={cardReturn} {...props} />
      <SignOut onSignedOut={onSignedOut} />
    </>
  );
}

/** A trade that still needs the trader or is still on its way: the trader comes back to it. */
export function unfinishedTrade(trades: readonly TradeView[]): TradeView | undefined {
  return trades.find((trade) => !isFinalTradeState(trade.state));
}

/** Opens the newest unfinished trade (a reload, a return from the card page, a new visit), else the quote. */
function Resume({ onLocation }: { onLocation: (location: TradeLocation) => void }) {
  const trades = useTrades();
  const open = trades.isSuccess ? unfinishedTrade(trades.data) : undefined;
  const found = trades.isSuccess;
  useEffect(() => {
    if (!found) return;
    onLocation(open ? { screen: 'trade', tradeId: open.id } : { screen: 'quote' });
  }, [found, open, onLocation]);
  if (trades.isError) return <ErrorState error={trades.error} onRetry={() => void trades.refetch()} />;
  return <LoadingState />;
}

const NAV = [
  { screen: 'quote', key: 'tradeNav.trade' },
  { screen: 'history', key: 'tradeNav.history' },
  { screen: 'recurring', key: 'tradeNav.recurring' },
] as const satisfies readonly { screen: TradeScreen; key: string }[];

function TradeNav({ current, onLocation }: { current: TradeScreen; onLocation: (location: TradeLocation) => void }) {
  const { t } = useTranslation();
  // The order summary and a trade belong to "Buy or sell".
  const active = current === 'summary' || current === 'trade' ? 'quote' : current;
  return (
    <nav aria-label={t('tradeNav.label')} className="tk-tabs">
      {NAV.map(({ screen, key }) => (
        <button
          key={screen}
          type="button"
          className="tk-tabs__tab"
          aria-current={active === screen ? 'page' : undefined}
          onClick={() => onLocation({ screen })}
        >
          {t(key)}
        </button>
      ))}
    </nav>
  );
}

function Screen({
  location,
  quote,
  selection,
  walletAddress,
  returnUrl,
  cardReturn,
  onLocation,
  onEvent,
}: Omit<TradeStepsProps, 'location' | 'onSignedOut'> & {
  location: TradeLocation;
  cardReturn: CardReturn | undefined;
}) {
  const [bankAccountId, setBankAccountId] = useState<number>();
  switch (location.screen) {
    case 'quote':
      return quote;
    case 'summary':
      if (!selection) return quote;
      return (
        <OrderSummaryView
          selection={selection}
          walletAddress={walletAddress}
          returnUrl={returnUrl}
          bankAccountId={selection.side === 'sell' ? bankAccountId : undefined}
          payoutChooser={
            selection.side === 'sell' ? (
              <BankAccountChoice currency={selection.fiat} value={bankAccountId} onChange={setBankAccountId} />
            ) : undefined
          }
          onBack={() => onLocation({ screen: 'quote' })}
          onTradeCreated={(trade) => {
            onEvent({ type: 'tradeCreated', tradeId: trade.id, state: trade.state, medium: trade.transferIn.medium });
            onLocation({ screen: 'trade', tradeId: trade.id });
          }}
        />
      );
    case 'trade':
      return location.tradeId === undefined ? (
        quote
      ) : (
        <TradeStatusView
          tradeId={location.tradeId}
          returnResult={cardReturn?.tradeId === location.tradeId ? cardReturn.result : undefined}
          onEvent={onEvent}
          onNewTrade={() => onLocation({ screen: 'quote' })}
        />
      );
    case 'history':
      return <TradeHistoryView onOpenTrade={(tradeId) => onLocation({ screen: 'trade', tradeId })} />;
    case 'recurring':
      return <RecurringBuysView />;
  }
}
