// The signed-in trader as the flow needs it: read, and where their onboarding stands. A chunk of its own, so a
// visitor who is not signed in (the widget's first view) carries neither the trader's schema nor the onboarding
// rules. It shows the loading and error states of the read itself and reports what it read to the flow.
import { useEffect } from 'react';
import { useTrader } from '../../api/client/trader';
import type { Trader } from '../../api/contract/trade/traders';
import { nextStep, type FlowStep } from '../../features/trader/next-step';
import { ErrorState, LoadingState } from '../../ui/query-states';

/** What the flow learns of the signed-in trader. */
export type TraderReading =
  { notSignedIn: true } | { notSignedIn: false; trader: Trader; onboarding: FlowStep | 'done' };

export interface TraderReaderProps {
  onReading: (reading: TraderReading) => void;
}

export default function TraderReader({ onReading }: TraderReaderProps) {
  const trader = useTrader();
  // The session cookie outlived the service's tokens: the flow goes on as for a visitor who is not signed in.
  const notSignedIn = (trader.error as { code?: string } | null)?.code === 'not_signed_in';
  const data = trader.data;
  useEffect(() => {
    if (notSignedIn) onReading({ notSignedIn: true });
    else if (data) onReading({ notSignedIn: false, trader: data, onboarding: nextStep(data) });
  }, [data, notSignedIn, onReading]);
  if (notSignedIn) return null;
  if (trader.isError) return <ErrorState error={trader.error} onRetry={() => void trader.refetch()} />;
  return data ? null : <LoadingState />;
}
