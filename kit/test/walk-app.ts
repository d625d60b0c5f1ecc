// A page of the partner's Vite app that runs the kit's whole flow, as the README's React section has a partner write
// it: `<TradeFlow>` inside `<TradekitProvider bffUrl>` naming the BFF's origin. Written by partner-walks.ts into the
// apps package.node.test.ts installed (under `walk/`, built into `walk/dist`, next to the app's own page); kept as
// text, as partner-app.ts is, so nothing here resolves `@tradekit/react` before it is installed.

/** The folder of the walk page inside a partner app: its own Vite root, so the app's own build is untouched. */
export const WALK_ROOT = 'walk';

/** The walk page's files by path, relative to the partner app. */
export function walkPage(): Record<string, string> {
  return {
    [`${WALK_ROOT}/vite.config.js`]: `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [react()], logLevel: 'error' });
`,
    [`${WALK_ROOT}/index.html`]: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="data:," />
    <title>Partner wallet: buy bitcoin</title>
  </head>
  <body>
    <div id="root"></div>
    <h2>Events</h2>
    <ol id="events"></ol>
    <script type="module" src="/main.tsx"></script>
  </body>
</html>
`,
    // The BFF's origin comes in the page's address (the test starts the BFF on a free port); a partner writes theirs.
    [`${WALK_ROOT}/main.tsx`]: `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TradeFlow, TradekitProvider, type TradeFlowEvent } from '@tradekit/react';
import '@tradekit/react/style.css';

const bffUrl = new URLSearchParams(window.location.search).get('bff') ?? '';

/** Each event of the flow, as a line of the page (the test reads them by name). */
function logEvent(event: TradeFlowEvent) {
  const line = document.createElement('li');
  line.dataset.event = event.type;
  line.textContent = JSON.stringify(event);
  document.getElementById('events')!.append(line);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TradekitProvider bffUrl={bffUrl} locale="en">
      <TradeFlow onEvent={logEvent} />
    </TradekitProvider>
  </StrictMode>,
);
`,
  };
}
