// A fresh Vite + React app of a partner, as the README's React section has them write it: the views inside their
// own page and <TradekitWidget>, the theme imported, and the kit's types in their own code. Written out by
// package.node.test.ts next to the packed tarball; kept as text so nothing here resolves `@tradekit/react` before
// it is installed.

/** The app's files by path, with `tarball` (the packed kit) as its dependency. */
export function partnerApp(tarball: string, versions: Record<string, string>): Record<string, string> {
  const packageJson = {
    name: 'partner-app',
    private: true,
    type: 'module',
    dependencies: {
      '@tradekit/react': `file:${tarball}`,
      react: versions.react,
      'react-dom': versions['react-dom'],
    },
    devDependencies: {
      vite: versions.vite,
      '@vitejs/plugin-react': versions['@vitejs/plugin-react'],
      typescript: versions.typescript,
      '@types/react': versions['@types/react'],
      '@types/react-dom': versions['@types/react-dom'],
    },
  };
  return {
    'package.json': JSON.stringify(packageJson, null, 2),
    'vite.config.js': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [react()] });
`,
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        types: ['vite/client'],
      },
      include: ['src'],
    }),
    'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Partner wallet</title></head>
  <body><div id="root"><!--app--></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
    'src/app.tsx': `import {
  QuoteView,
  TradekitProvider,
  type ApproximateQuote,
  type QuoteSelection,
  type TradeFlowEvent,
} from '@tradekit/react';
import {
  TradekitWidget,
  WIDGET_EVENT_NAMES,
  type TradekitWidgetHandlers,
  type WidgetEventMap,
  type WidgetEventName,
} from '@tradekit/react/widget';
import '@tradekit/react/style.css';

const track = (payload: WidgetEventMap['signedUp']) => console.log(payload.accountType);
const on: TradekitWidgetHandlers = { signedUp: track, kycFinished: (e) => console.log(e.state, e.rejectReason) };
export const logged: readonly WidgetEventName[] = WIDGET_EVENT_NAMES;

export interface AppProps {
  onQuote?: (quote: ApproximateQuote) => void;
  onFlow?: (event: TradeFlowEvent) => void;
  start?: Partial<QuoteSelection>;
}

export function App({ onQuote }: AppProps) {
  return (
    <>
      <TradekitWidget bffUrl="https://bff.your-wallet.example" locale="en" on={on} />
      <TradekitProvider bffUrl="/api" locale="da" theme={{ primaryColor: '#0f766e' }}>
        <QuoteView onQuoteChange={(quote) => onQuote?.(quote)} />
      </TradekitProvider>
    </>
  );
}
`,
    'src/main.tsx': `import { hydrateRoot } from 'react-dom/client';
import { App } from './app';

hydrateRoot(document.getElementById('root')!, <App />);
`,
    'src/entry-server.tsx': `import { renderToString } from 'react-dom/server';
import { App } from './app';

export const render = () => renderToString(<App />);
`,
  };
}
