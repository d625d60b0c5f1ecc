// The console's trades and invoices: every trade (`GET /sandbox/trades`) and merchant invoice
// (`GET /sandbox/invoices`), newest first, each with its state history, the buttons for what the outside world does
// to it (the card issuer, the bank, the customer's wallet) and links to the customer's pages, and a test invoice of
// the sandbox's own merchant to start from. Every button calls a sandbox route scripts use; each write is pushed
// (`changed` events) and the list read again at once.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { ConsolePanel, SandboxList, useConsoleAction } from './console-parts';
import { TestInvoiceForm } from './test-invoice-form';
import { InvoiceEntry, TradeEntry } from './trade-entries';
import {
  readSandboxInvoices,
  readSandboxTrades,
  useSandboxConsole,
  useSandboxEvent,
  useSandboxRead,
} from './sandbox-console-api';

export function TradesPanel() {
  const { t } = useTranslation();
  const { baseUrl } = useSandboxConsole();
  const trades = useSandboxRead(() => readSandboxTrades(baseUrl));
  const invoices = useSandboxRead(() => readSandboxInvoices(baseUrl));
  const [pushed, setPushed] = useState('');
  const said = (action: string, message: string) => t('console.trades.failed', { action, message });
  const { busy, run, outcome } = useConsoleAction({
    refused: said,
    failed: (label, failure) => said(label, (failure as Error).message),
    // The pushed events re-read too; this covers a console whose live feed is down.
    onSettled: () => {
      trades.reload();
      invoices.reload();
    },
  });
  useSandboxEvent('changed', (event) => {
    const { resource, id, state } = event as { resource?: unknown; id?: unknown; state?: unknown };
    if (resource !== 'trade' && resource !== 'invoice') return;
    if (typeof id === 'number' && typeof state === 'string')
      setPushed(t(resource === 'trade' ? 'console.trades.tradeMoved' : 'console.trades.invoiceMoved', { id, state }));
    (resource === 'trade' ? trades : invoices).reload();
  });

  return (
    <ConsolePanel id="trades" title={t('console.trades.title')} intro={t('console.trades.intro')}>
      <p role="status" className="tk-visually-hidden">
        {pushed}
      </p>
      {outcome}

      <section aria-labelledby="tk-console-trades-list">
        <h3 id="tk-console-trades-list">{t('console.trades.tradesTitle')}</h3>
        <SandboxList
          read={trades}
          count={(list) => t('console.trades.tradeCount', { count: list.length })}
          empty={t('console.trades.noTrades')}
          itemKey={(trade) => trade.id}
        >
          {(trade) => <TradeEntry trade={trade} busy={busy} onAction={run} />}
        </SandboxList>
      </section>

      <section aria-labelledby="tk-console-invoices-list">
        <h3 id="tk-console-invoices-list">{t('console.trades.invoicesTitle')}</h3>
        <TestInvoiceForm busy={busy} run={run} />
        <SandboxList
          read={invoices}
          count={(list) => t('console.trades.invoiceCount', { count: list.length })}
          empty={t('console.trades.noInvoices')}
          itemKey={(invoice) => invoice.id}
        >
          {(invoice) => <InvoiceEntry invoice={invoice} busy={busy} onAction={run} />}
        </SandboxList>
      </section>
    </ConsolePanel>
  );
}
