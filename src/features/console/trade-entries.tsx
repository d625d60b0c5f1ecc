// One trade and one invoice as the console's Trades and invoices panel shows them: what they are, their state
// history, the customer's pages, and the buttons for what the outside world does to them. Amounts to pay are worked
// out in whole satoshi from the decimal strings the sandbox lists; a float appears only at the route's edge.
import { useId } from 'react';
import { acceptsPayment } from '../../api/contract/merchant/invoice-states';
import { btcToSatoshi, formatBtc } from '../../api/contract/money';
import { cardPaymentResults, type CardPaymentResult } from '../../api/contract/sandbox/requests';
import { useTranslation } from '../../i18n/react';
import { ActionButton, type ConsoleAction, Fact, Time } from './console-parts';
import {
  payToAddress,
  receiveBankTransfer,
  setCardPaymentResult,
  setConfirmations,
  useSandboxConsole,
  type SandboxInvoiceEntry,
  type SandboxTradeEntry,
} from './sandbox-console-api';

interface EntryProps {
  /** The key of the action running, if any: the others wait. */
  busy: string | undefined;
  onAction: ConsoleAction;
}

/** What to pay an invoice `amountDue` (BTC, decimal) in satoshi: all of it, half of it, and 10% (rounded up) more. */
export function invoicePayments(amountDue: string): { full: number; part: number; tooMuch: number } {
  const due = BigInt(btcToSatoshi(amountDue));
  const half = due / 2n;
  const tenth = (due + 9n) / 10n; // rounded up: at least one satoshi too much
  return { full: Number(due), part: Number(half > 0n ? half : 1n), tooMuch: Number(due + tenth) };
}

const shortTxid = (txid: string) => `${txid.slice(0, 12)}…`;

/** A link to one of the customer's pages, opened beside the console. */
function PageLink({ href, text, label }: { href: string; text: string; label: string }) {
  return (
    <a className="tk-link" href={href} target="_blank" rel="noreferrer" aria-label={label}>
      {text}
    </a>
  );
}

export function TradeEntry({ trade, busy, onAction }: EntryProps & { trade: SandboxTradeEntry }) {
  const { t } = useTranslation();
  const { baseUrl } = useSandboxConsole();
  const titleId = useId();
  const on = (what: string) => t('console.trades.onTrade', { what, id: trade.id });
  const awaiting = trade.state === 'awaiting_transfer_in';
  const action = (key: string, text: string, act: () => Promise<string>) => (
    <ActionButton
      key={key}
      actionKey={`trade-${trade.id}-${key}`}
      busy={busy}
      onClick={() => void onAction(`trade-${trade.id}-${key}`, on(text), act)}
      aria-label={on(text)}
    >
      {text}
    </ActionButton>
  );
  const card = (result: CardPaymentResult) =>
    action(result, t(`console.trades.card.${result}`), async () => {
      const done = await setCardPaymentResult(baseUrl, trade.id, result);
      return t('console.trades.cardDone', {
        id: trade.id,
        result: t(`console.trades.results.${result}`),
        state: done.state,
      });
    });
  return (
    <article className="tk-console__mail tk-console__entry" aria-labelledby={titleId} data-state={trade.state}>
      <h4 id={titleId}>{t('console.trades.trade', { id: trade.id })}</h4>
      <dl className="tk-console__meta">
        <Fact term={t('console.trades.trader')}>
          {t('console.trades.traderValue', { email: trade.traderEmail ?? '—', id: trade.traderId })}
        </Fact>
        <Fact term={t('console.trades.state')}>
          <span className="tk-console__mono">{trade.state}</span>
        </Fact>
        <Fact term={t('console.trades.pays')}>
          {t('console.trades.amountBy', {
            amount: trade.sendAmount,
            currency: trade.inCurrency,
            medium: t(`console.trades.media.${trade.inMedium}`),
          })}
        </Fact>
        <Fact term={t('console.trades.receives')}>
          {t('console.trades.amountBy', {
            amount: trade.outAmount,
            currency: trade.outCurrency,
            medium: t(`console.trades.media.${trade.outMedium}`),
          })}
        </Fact>
        <Fact term={t('console.trades.created')}>
          <Time time={trade.createTime} />
        </Fact>
        {trade.bankReference ? (
          <Fact term={t('console.trades.bankReference')}>
            <span className="tk-console__mono">{trade.bankReference}</span>
          </Fact>
        ) : null}
        {trade.depositAddress && trade.depositAmount ? (
          <Fact term={t('console.trades.deposit')}>
            <span className="tk-console__mono">
              {t('console.trades.depositValue', { amount: trade.depositAmount, address: trade.depositAddress })}
            </span>
          </Fact>
        ) : null}
        <Fact term={t('console.trades.history')}>
          <ol className="tk-console__history">
            {trade.history.map((step) => (
              <li key={`${step.time}-${step.move}`}>
                <span className="tk-console__mono">{step.state}</span> · {step.move} · <Time time={step.time} />
              </li>
            ))}
          </ol>
        </Fact>
      </dl>
      {awaiting ? (
        <div className="tk-actions">
          {trade.inMedium === 'card' ? cardPaymentResults.map(card) : null}
          {trade.inMedium === 'bank'
            ? action('bank', t('console.trades.bankTransfer'), async () => {
                const done = await receiveBankTransfer(baseUrl, trade.id);
                return t('console.trades.bankDone', { id: trade.id, state: done.state });
              })
            : null}
          {trade.depositAddress && trade.depositAmount
            ? action('deposit', t('console.trades.payDeposit'), async () => {
                const sats = btcToSatoshi(trade.depositAmount!);
                const { txid } = await payToAddress(baseUrl, trade.depositAddress!, sats);
                return t('console.trades.depositDone', { id: trade.id, amount: formatBtc(sats), txid });
              })
            : null}
        </div>
      ) : null}
      {trade.cardPaymentUrl || trade.receiptUrl ? (
        <p className="tk-console__links">
          {trade.cardPaymentUrl ? (
            <PageLink
              href={trade.cardPaymentUrl}
              text={t('console.trades.cardPage')}
              label={on(t('console.trades.cardPage'))}
            />
          ) : null}
          {trade.receiptUrl ? (
            <PageLink
              href={trade.receiptUrl}
              text={t('console.trades.receipt')}
              label={on(t('console.trades.receipt'))}
            />
          ) : null}
        </p>
      ) : null}
    </article>
  );
}

export function InvoiceEntry({ invoice, busy, onAction }: EntryProps & { invoice: SandboxInvoiceEntry }) {
  const { t } = useTranslation();
  const { baseUrl } = useSandboxConsole();
  const titleId = useId();
  const on = (what: string) => t('console.trades.onInvoice', { what, id: invoice.id });
  const action = (key: string, text: string, label: string, act: () => Promise<string>) => (
    <ActionButton
      key={key}
      actionKey={`invoice-${invoice.id}-${key}`}
      busy={busy}
      onClick={() => void onAction(`invoice-${invoice.id}-${key}`, label, act)}
      aria-label={label}
    >
      {text}
    </ActionButton>
  );
  const pay = (key: 'full' | 'part' | 'tooMuch', sats: number) => {
    const text = t(`console.trades.pay.${key}`);
    return action(key, text, on(text), async () => {
      const { txid } = await payToAddress(baseUrl, invoice.address, sats);
      return t('console.trades.payDone', { id: invoice.id, amount: formatBtc(sats), txid });
    });
  };
  const amounts = acceptsPayment(invoice.state) ? invoicePayments(invoice.amountDue) : undefined;
  return (
    <article className="tk-console__mail tk-console__entry" aria-labelledby={titleId} data-state={invoice.state}>
      <h4 id={titleId}>
        {invoice.originalInvoiceId === null
          ? t('console.trades.invoice', { id: invoice.id })
          : t('console.trades.extraInvoice', { id: invoice.id, original: invoice.originalInvoiceId })}
      </h4>
      <dl className="tk-console__meta">
        <Fact term={t('console.trades.merchant')}>{t('console.trades.merchantValue', { id: invoice.merchantId })}</Fact>
        <Fact term={t('console.trades.state')}>
          <span className="tk-console__mono">{invoice.state}</span> ({invoice.type})
        </Fact>
        <Fact term={t('console.trades.amount')}>
          {t('console.trades.invoiceAmount', {
            btc: invoice.btcAmount,
            native: invoice.nativeAmount,
            currency: invoice.nativeCurrency,
          })}
        </Fact>
        <Fact term={t('console.trades.paid')}>{t('console.trades.btc', { amount: invoice.amountPaid })}</Fact>
        <Fact term={t('console.trades.due')}>{t('console.trades.btc', { amount: invoice.amountDue })}</Fact>
        <Fact term={t('console.trades.address')}>
          <span className="tk-console__mono">{invoice.address}</span>
        </Fact>
        <Fact term={t('console.trades.created')}>
          <Time time={invoice.createTime} />
        </Fact>
        <Fact term={t('console.trades.expires')}>
          <Time time={invoice.expireTime} />
        </Fact>
        <Fact term={t('console.trades.history')}>
          <ol className="tk-console__history">
            {invoice.history.map((step, index) => (
              <li key={index}>
                <span className="tk-console__mono">{step.state}</span> ·{' '}
                {step.time === null ? t('console.trades.timeUnknown') : <Time time={step.time} />}
              </li>
            ))}
          </ol>
        </Fact>
        <Fact term={t('console.trades.payments')}>
          {invoice.payments.length === 0 ? (
            t('console.trades.noPayments')
          ) : (
            <ul className="tk-console__payments">
              {invoice.payments.map((payment) => (
                <li key={payment.txid}>
                  <span className="tk-console__mono" title={payment.txid}>
                    {shortTxid(payment.txid)}
                  </span>{' '}
                  {t('console.trades.paymentLine', { amount: payment.amount, count: payment.confirmations })}{' '}
                  {action(
                    `confirm-${payment.txid}`,
                    t('console.trades.confirm'),
                    t('console.trades.confirmLabel', { id: invoice.id, txid: shortTxid(payment.txid) }),
                    async () => {
                      const done = await setConfirmations(baseUrl, payment.txid, payment.confirmations + 1);
                      return t('console.trades.confirmDone', {
                        txid: shortTxid(done.txid),
                        count: done.confirmations,
                      });
                    },
                  )}
                </li>
              ))}
            </ul>
          )}
        </Fact>
      </dl>
      {amounts ? (
        <div className="tk-actions">
          {pay('full', amounts.full)}
          {pay('part', amounts.part)}
          {pay('tooMuch', amounts.tooMuch)}
        </div>
      ) : null}
      <p className="tk-console__links">
        <PageLink
          href={invoice.paymentUrl}
          text={t('console.trades.paymentPage')}
          label={on(t('console.trades.paymentPage'))}
        />
      </p>
    </article>
  );
}
