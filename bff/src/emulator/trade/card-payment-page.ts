// The sandbox card payment page a card trade's `redirectUrl` opens: the amount, its currency and the merchant (the
// partner), then one form per outcome (approve, decline, cancel), each a real button with its own name. Once the
// trade no longer waits for payment, the page says what became of it instead. The amount is shown large, the
// approve button is the primary one.
import type { CardPaymentResult } from '#contract/sandbox/requests';
import { formatAmount } from '#i18n/format';
import { escapeHtml, facts, notice, prominentAmount, sandboxPage, submitButton } from './sandbox-page';

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

const outcomeTone = {
  approved: 'success',
  declined: 'error',
  cancelled: 'warning',
  expired: 'warning',
} as const satisfies Record<CardPaymentOutcomeShown, string>;

const outcomeText: Record<CardPaymentOutcomeShown, string> = {
  approved: 'This payment was approved.',
  declined: 'This payment was declined by the card issuer.',
  cancelled: 'This payment was cancelled.',
  expired: 'This payment was not made in time: the price quote expired.',
};

function decisionForm(action: string, result: CardPaymentResult, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="result" value="${escapeHtml(result)}">
${submitButton(label, result === 'approved' ? 'primary' : 'secondary')}
</form>`;
}

export function cardPaymentPage(input: CardPaymentPageInput): string {
  const summary = `${prominentAmount('Amount to pay', formatAmount(input.amount, input.currency, 'en'))}
${facts([
  ['Merchant', input.merchant],
  ['Payment', input.paymentId],
])}`;
  const body =
    input.outcome === undefined
      ? `<section class="card">
<h2>What the card issuer does</h2>
<p>This is the sandbox card payment page: no card is charged. Choose the outcome.</p>
<div class="actions">
${buttons.map(([result, label]) => decisionForm(input.action, result, label)).join('\n')}
</div>
</section>`
      : notice(`${outcomeText[input.outcome]} Nothing more to do here.`, outcomeTone[input.outcome]);
  return sandboxPage('Sandbox card payment', `${summary}\n${body}`);
}

/** The page after a decision when the trade has no return URL. */
export function cardPaymentResultPage(
  result: CardPaymentResult,
  input: Omit<CardPaymentPageInput, 'outcome' | 'action'>,
) {
  return sandboxPage(
    result === 'approved' ? 'Payment approved' : result === 'declined' ? 'Payment declined' : 'Payment cancelled',
    `${notice(`${outcomeText[result]} You can close this page.`, outcomeTone[result])}
${prominentAmount('Amount', formatAmount(input.amount, input.currency, 'en'))}
${facts([
  ['Merchant', input.merchant],
  ['Trade', String(input.tradeId)],
])}`,
  );
}
