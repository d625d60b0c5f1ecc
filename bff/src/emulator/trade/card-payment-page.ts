// The sandbox card payment page a card trade's `redirectUrl` opens: the amount, its currency and the merchant (the
// partner), then one form per outcome (approve, decline, cancel), each a real button with its own name. Once the
// trade no longer waits for payment, the page says what became of it instead.
import type { CardPaymentResult } from '#contract/sandbox/requests';
import { escapeHtml, facts, sandboxPage } from './sandbox-page';

export interface CardPaymentPageInput {
  tradeId: number;
  paymentId: string;
  /** The amount charged, formatted in its currency's decimals ("103.00"). */
  amount: string;
  currency: string;
  merchant: string;
  /** What became of the payment; undefined while it waits. */
  outcome: CardPaymentOutcomeShown | undefined;
  /** Where the forms post. */
  action: string;
}

/** What the page shows of a payment no longer waiting. */
export type CardPaymentOutcomeShown = CardPaymentResult | 'expired';

const buttons: readonly [CardPaymentResult, string][] = [
  ['approved', 'Approve payment'],
  ['declined', 'Decline payment'],
  ['cancelled', 'Cancel payment'],
];

const outcomeText: Record<CardPaymentOutcomeShown, string> = {
  approved: 'This payment was approved.',
  declined: 'This payment was declined by the card issuer.',
  cancelled: 'This payment was cancelled.',
  expired: 'This payment was not made in time: the price quote expired.',
};

function decisionForm(action: string, result: CardPaymentResult, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="result" value="${escapeHtml(result)}">
<button type="submit">${escapeHtml(label)}</button>
</form>`;
}

export function cardPaymentPage(input: CardPaymentPageInput): string {
  const summary = facts([
    ['Merchant', input.merchant],
    ['Amount', `${input.amount} ${input.currency}`],
    ['Payment', input.paymentId],
  ]);
  const body =
    input.outcome === undefined
      ? `<p>This is the sandbox card payment page: no card is charged. Choose what the card issuer does.</p>
${buttons.map(([result, label]) => decisionForm(input.action, result, label)).join('\n')}`
      : `<p role="status">${escapeHtml(outcomeText[input.outcome])} Nothing more to do here.</p>`;
  return sandboxPage('Sandbox card payment', `${summary}\n${body}`);
}

/** The page after a decision when the trade has no return URL. */
export function cardPaymentResultPage(
  result: CardPaymentResult,
  input: Omit<CardPaymentPageInput, 'outcome' | 'action'>,
) {
  return sandboxPage(
    result === 'approved' ? 'Payment approved' : result === 'declined' ? 'Payment declined' : 'Payment cancelled',
    `${facts([
      ['Merchant', input.merchant],
      ['Amount', `${input.amount} ${input.currency}`],
      ['Trade', String(input.tradeId)],
    ])}
<p role="status">${escapeHtml(outcomeText[result])} You can close this page.</p>`,
  );
}
