// The payment page of a merchant invoice: what to pay and where, the live state, other currencies, and in the
// sandbox a panel that simulates payments. The root element's `data-state` is the invoice's state.
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PaymentView } from '../../api/contract/bff/payment';
import { isBffError } from '../../api/client/bff-error';
import { streamUrl } from '../../api/client/stream-url';
import { useTradekit } from '../../api/client/tradekit-context';
import { paymentEvents } from '../../api/contract/bff/routes-payment';
import { acceptsPayment } from '../../api/contract/merchant/invoice-states';
import { btcToSatoshi, formatBtc } from '../../api/contract/money';
import { formatAmount } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { ErrorState, LoadingState } from '../../ui/query-states';
import { Alert } from '../../ui/alert';
import { lazyView } from '../../ui/lazy-view';
import { bip21Uri, parseBip21 } from '../../api/contract/bip21';
import { InvoiceStatus, phaseOf } from './invoice-status';
import { OtherCurrency } from './other-currency';
import { type LiveMode, PaymentViewProvider, usePayment } from './payment-api';
import { PaymentDetails } from './payment-details';
import type { SandboxPanelProps } from './sandbox-panel';
import { useCountdown } from '../../ui/use-countdown';
import './invoice.css';

/** Only the sandbox shows it: a chunk of its own, so a real payer never downloads it. */
const SandboxPanel = lazyView<SandboxPanelProps>(() =>
  import('./sandbox-panel').then((m) => ({ default: m.SandboxPanel })),
);

/** The merchant's label and message from the URI the Merchant API gives, so the page's own URI keeps them. */
function labelAndMessage(uri: string | undefined): { label?: string | undefined; message?: string | undefined } {
  if (!uri) return {};
  try {
    const { label, message } = parseBip21(uri);
    return { label, message };
  } catch {
    return {};
  }
}

export interface InvoiceViewProps {
  token: string;
  view: PaymentView;
  /** Show the sandbox panel (only when the BFF runs in sandbox mode). */
  sandbox?: boolean;
  onSimulated?: () => void;
  /** How updates arrive, exposed as `data-live` (`stream` | `polling`). */
  live?: LiveMode | undefined;
}

/** One invoice as its payer sees it. */
export function InvoiceView({ token, view, sandbox = false, onSimulated = () => {}, live }: InvoiceViewProps) {
  const { t, i18n } = useTranslation();
  // By the service's clock, which the page's answers tell (the sandbox's can be moved; this device's may be wrong).
  const timeLeftMs = useCountdown(view.expire_time);
  const dueSats = btcToSatoshi(view.bitcoin.amount_due);
  const uri = bip21Uri({ address: view.bitcoin.address, sats: dueSats, ...labelAndMessage(view.bitcoin.payment_uri) });
  const open = acceptsPayment(view.state);
  // One way to pay shows at a time: bitcoin, or the currency the payer chose (also after a reload).
  const [payIn, setPayIn] = useState<'bitcoin' | 'other'>(() => (view.inputs.length > 0 ? 'other' : 'bitcoin'));
  const bitcoinHeading = useRef<HTMLHeadingElement>(null);
  const backToBitcoin = () => {
    // The button pressed goes away with the other currency's block: keep the keyboard on the bitcoin block.
    flushSync(() => setPayIn('bitcoin'));
    bitcoinHeading.current?.focus();
  };
  return (
    <main
      className="tk-invoice tk-view"
      data-state={view.state}
      data-phase={phaseOf(view)}
      data-live={live}
      aria-labelledby="tk-invoice-title"
    >
      <h1 id="tk-invoice-title">{t('invoice.title')}</h1>
      <p className="tk-invoice__amount">
        <bdi className="tk-invoice__btc">{formatAmount(view.bitcoin.amount, 'BTC', i18n.language)}</bdi>
        <bdi className="tk-invoice__fiat">{formatAmount(view.native.amount, view.native.currency, i18n.language)}</bdi>
      </p>
      {view.description ? (
        <p className="tk-invoice__description">
          <span className="tk-visually-hidden">{t('invoice.description')}: </span>
          {/* The merchant's words, in the merchant's language and direction. */}
          <bdi>{view.description}</bdi>
        </p>
      ) : null}
      <InvoiceStatus view={view} timeLeftMs={timeLeftMs} />
      {open && dueSats > 0 && payIn === 'bitcoin' ? (
        <section aria-labelledby="tk-invoice-bitcoin">
          <h2 id="tk-invoice-bitcoin" ref={bitcoinHeading} tabIndex={-1}>
            {t('invoice.payBitcoin')}
          </h2>
          <PaymentDetails
            amount={formatBtc(dueSats)}
            amountText={formatAmount(formatBtc(dueSats), 'BTC', i18n.language)}
            address={view.bitcoin.address}
            uri={uri}
            currencyName={t('invoice.bitcoinName')}
          />
        </section>
      ) : null}
      {open ? (
        <OtherCurrency
          token={token}
          view={view}
          active={payIn === 'other'}
          onChosen={() => setPayIn('other')}
          onBitcoin={backToBitcoin}
        />
      ) : null}
      {sandbox ? <SandboxPanel token={token} view={view} onSimulated={onSimulated} /> : null}
    </main>
  );
}

export interface InvoicePageProps {
  /** The payment link's token (the last part of `/pay/<token>`). */
  token: string;
  /** The invoice's event stream; without it the page polls. */
  eventsUrl?: string | undefined;
  /** How often to re-read the invoice while the stream is down, in ms. Default 3000. */
  pollMs?: number;
  /** Pause before opening the event stream again after the BFF refused it, in ms. Default 5000. */
  reopenMs?: number;
}

/** Loads the invoice, keeps it live, and shows it; a bad link gets a sentence that says what to do. */
export function InvoicePage({ token, eventsUrl, pollMs, reopenMs }: InvoicePageProps) {
  const { t } = useTranslation();
  const payment = usePayment(token, { eventsUrl, pollMs, reopenMs });
  const title = t('invoice.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (payment.data) {
    return (
      <PaymentViewProvider value={payment.accept}>
        <InvoiceView
          token={token}
          view={payment.data}
          sandbox={payment.data.sandbox === true}
          live={payment.mode}
          onSimulated={() => void payment.refetch()}
        />
      </PaymentViewProvider>
    );
  }
  return (
    <main className="tk-invoice tk-view" aria-labelledby="tk-invoice-title">
      <h1 id="tk-invoice-title">{t('invoice.title')}</h1>
      {payment.isError ? (
        isBffError(payment.error) && payment.error.code === 'payment_link_invalid' ? (
          <Alert tone="error" title={t('invoice.linkInvalidTitle')}>
            <p>{t('invoice.linkInvalid')}</p>
          </Alert>
        ) : (
          <ErrorState error={payment.error} onRetry={() => void payment.refetch()} />
        )
      ) : (
        <LoadingState />
      )}
    </main>
  );
}

/** Props of {@link InvoicePaymentPage}. */
export interface InvoicePaymentPageProps {
  /** The payment link's token: the last part of the invoice's `/pay/<token>` link. */
  token: string;
  /** Follow the invoice over the BFF's event stream (default `true`); `false` only re-reads it every `pollMs`. */
  live?: boolean;
  /** How often to re-read the invoice while its event stream is down, in ms. Default 3000. */
  pollMs?: number;
}

/**
 * A merchant invoice's payment page inside a `TradekitProvider`: amount, address and QR code, the live
 * state and countdown, other currencies to pay in. It sets the document's title.
 */
export function InvoicePaymentPage({ token, live = true, pollMs }: InvoicePaymentPageProps) {
  useAllMessages();
  const { apiUrl } = useTradekit();
  const eventsUrl = live ? streamUrl(apiUrl, paymentEvents.path, { token }) : undefined;
  return <InvoicePage token={token} eventsUrl={eventsUrl} pollMs={pollMs} />;
}
