// A sell waiting for the customer's bitcoin, told to the host (`depositRequested`), so a wallet partner can send it
// from the customer's own wallet in one tap instead of the customer copying an address and an amount.
import { useEffect, useRef } from 'react';
import type { TradeView } from '../../api/contract/bff/trade';
import { bip21Uri } from '../../api/contract/bip21';
import { btcToSatoshi, formatBtc } from '../../api/contract/money';
import type { TradeOutcomeEvent } from './trade-events';

type DepositRequested = Extract<TradeOutcomeEvent, { type: 'depositRequested' }>;

/**
 * The deposit `trade` waits for, or undefined when it waits for none: a trade past `awaiting_transfer_in`, paid
 * by card or bank, or a deposit of another coin than bitcoin (BIP21 is bitcoin's). The amount is exact, in BTC, as
 * the wallet must send it; the URI is built from it, so the two always agree.
 */
export function depositRequestOf(trade: TradeView): DepositRequested | undefined {
  const { state, id, transferIn } = trade;
  const { details, currency, sendAmount } = transferIn;
  if (state !== 'awaiting_transfer_in' || currency !== 'BTC' || !('paymentUri' in details)) return undefined;
  try {
    const sats = btcToSatoshi(sendAmount);
    const address = details.account;
    return {
      type: 'depositRequested',
      tradeId: id,
      address,
      amount: formatBtc(sats),
      paymentUri: bip21Uri({ address, sats }),
    };
  } catch {
    // An amount that is not one of bitcoin's (more than 8 places): nothing a wallet could send exactly.
    return undefined;
  }
}

/** Tells `onEvent` of the deposit `trade` waits for, once per trade: a new read of the same trade tells nothing new. */
export function useDepositRequest(
  trade: TradeView | undefined,
  onEvent: ((event: DepositRequested) => void) | undefined,
) {
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });
  const told = useRef(new Set<number>());
  useEffect(() => {
    const request = trade && depositRequestOf(trade);
    if (!request || told.current.has(request.tradeId)) return;
    told.current.add(request.tradeId);
    onEventRef.current?.(request);
  }, [trade]);
}
