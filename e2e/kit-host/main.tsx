// A partner's own React app using the kit's views (not the widget iframe), on another origin than the BFF, as
// e2e/kit-windows.spec.ts builds and serves it: the BFF named by `?bff=`, TradeFlow behind a button of the
// partner's, and every event the kit reports logged in #events as the demo partner page logs the widget's.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { TradeFlow, TradekitProvider } from '../../src/index';
import '../../src/ui/theme.css';

function log(name: string, detail: unknown) {
  const item = document.createElement('li');
  item.dataset.event = name;
  item.textContent = `${name} ${JSON.stringify(detail)}`;
  document.getElementById('events')?.append(item);
}

function PartnerApp({ bffUrl }: { bffUrl: string | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <TradekitProvider
      bffUrl={bffUrl}
      onError={(error) => log('providerError', { code: error.code, origin: error.values.origin })}
    >
      {open ? (
        <TradeFlow onEvent={({ type, ...detail }) => log(type, detail)} />
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Get a quote
        </button>
      )}
    </TradekitProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('Could not find #root in e2e/kit-host/index.html.');
createRoot(root).render(
  <StrictMode>
    <PartnerApp bffUrl={new URLSearchParams(location.search).get('bff') ?? undefined} />
  </StrictMode>,
);
