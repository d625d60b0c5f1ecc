// The receipt page at a completed trade's `receiptUrl`: the amount the trade covers, the fee and the total paid,
// the rate, the payout fee and what was received, where the proceeds went (the trader's address and the payout
// transaction, or the bank account), and the dates. Amounts are integers in minor units here; the rate is the one
// the order summary showed (money.ts's unitPriceMinor), and every figure, date and state reads as in the widget
// (#i18n/format, in English: the page's language). What was received is shown large, above the rest.
import { currencyExponent, unitPriceMinor } from '#contract/money';
import en from '#i18n/en';
import { formatMinor, formatState, formatZonedDateTime } from '#i18n/format';
import { facts, notice, prominentAmount, sandboxPage } from './sandbox-page';
import type { TradeRow } from './trade-store';

/** The columns of a trade the receipt shows. */
export type ReceiptTrade = Pick<
  TradeRow,
  | 'id'
  | 'state'
  | 'in_medium'
  | 'out_medium'
  | 'in_currency'
  | 'out_currency'
  | 'in_send_minor'
  | 'in_receive_minor'
  | 'out_send_minor'
  | 'out_receive_minor'
  | 'in_details'
  | 'out_details'
  | 'payout_txid'
  | 'create_time'
  | 'update_time'
>;

/** The page's language: the sandbox's pages are in English. */
const LOCALE = 'en';

const money = (minor: number, currency: string) => formatMinor(minor, currency, LOCALE);

/** Price of one BTC in the fiat currency of the trade, from both sides before fees, as the order summary shows it. */
export function receiptRate(trade: ReceiptTrade): string | undefined {
  const buy = trade.out_currency === 'BTC';
  const fiatMinor = buy ? trade.in_receive_minor : trade.out_send_minor;
  const sats = buy ? trade.out_send_minor : trade.in_receive_minor;
  const fiat = buy ? trade.in_currency : trade.out_currency;
  if (sats <= 0) return undefined;
  return `1 BTC = ${money(unitPriceMinor(fiatMinor, sats, currencyExponent('BTC')), fiat)}`;
}

function payoutFacts(trade: ReceiptTrade): [string, string][] {
  const out = JSON.parse(trade.out_details) as {
    account?: string | { number?: string; bic?: string };
    holder?: { name?: string };
    bank?: { name?: string | null };
  };
  const rows: [string, string][] = [];
  if (trade.out_medium === 'blockchain') {
    if (typeof out.account === 'string') rows.push(['Paid out to address', out.account]);
    if (trade.payout_txid) rows.push(['Payout transaction (testnet)', trade.payout_txid]);
  } else if (typeof out.account === 'object') {
    rows.push(['Paid out to bank account', out.account.number ?? '']);
    if (out.account.bic) rows.push(['BIC', out.account.bic]);
    if (out.holder?.name) rows.push(['Account holder', out.holder.name]);
  }
  if (trade.in_medium === 'blockchain') {
    const incoming = JSON.parse(trade.in_details) as { transaction?: string };
    if (incoming.transaction) rows.push(['Deposit transaction (testnet)', incoming.transaction]);
  }
  return rows;
}

export function receiptPage(trade: ReceiptTrade, completedTime: string): string {
  const rate = receiptRate(trade);
  const sell = trade.in_currency === 'BTC';
  const rows: [string, string][] = [
    ['Trade', String(trade.id)],
    ['State', formatState(trade.state, en.history.state)],
    // The amount the trade covers (its `inAmount`), the fee on top, and the total the trader paid (a sell: sent),
    // in the widget's words.
    ['Amount', money(trade.in_receive_minor, trade.in_currency)],
    [sell ? 'Deposit fee' : 'Payment fee', money(trade.in_send_minor - trade.in_receive_minor, trade.in_currency)],
    [sell ? 'You sent' : 'You paid', money(trade.in_send_minor, trade.in_currency)],
    ...(rate ? ([['Rate', rate]] as [string, string][]) : []),
    ['Payout fee', money(trade.out_send_minor - trade.out_receive_minor, trade.out_currency)],
    ['You received', money(trade.out_receive_minor, trade.out_currency)],
    ...payoutFacts(trade),
    ['Created', formatZonedDateTime(trade.create_time, LOCALE)],
    ['Completed', formatZonedDateTime(completedTime, LOCALE)],
  ];
  return sandboxPage(
    `Receipt for trade ${trade.id}`,
    `${notice('Completed in the sandbox: no real money or coin moved.', 'success')}
${prominentAmount('You received', money(trade.out_receive_minor, trade.out_currency))}
${facts(rows)}`,
  );
}

export function receiptNotFoundPage(): string {
  return sandboxPage('Receipt not found', '<p>No completed trade has this receipt. Check the link.</p>');
}
