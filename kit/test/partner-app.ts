// A fresh Vite + React app of a partner, as the README's React section has them write it: the views inside their
// own page and <TradekitWidget>, the theme imported, and the kit's types in their own code. Its server entry streams
// the app and the invoice payment page as a Node server does (the views wait under Suspense for their words).
// Written out by package.node.test.ts next to the packed tarball, once with the repository's React 19 and once with
// React 18.3; kept as text so nothing here resolves `@tradekit/react` before it is installed.

/** A partner app's package.json text: the packed kit, React and react-dom of `versions`, and the app's own. */
function packageJson(name: string, tarball: string, versions: Record<string, string>, own: object): string {
  const kitAndReact = {
    '@tradekit/react': `file:${tarball}`,
    react: versions.react,
    'react-dom': versions['react-dom'],
  };
  const app = { name, private: true, type: 'module', ...own } as { dependencies?: object };
  return JSON.stringify({ ...app, dependencies: { ...kitAndReact, ...app.dependencies } }, null, 2);
}

/** The app's files by path, with `tarball` (the packed kit) as its dependency. */
export function partnerApp(tarball: string, versions: Record<string, string>): Record<string, string> {
  const own = {
    devDependencies: {
      vite: versions.vite,
      '@vitejs/plugin-react': versions['@vitejs/plugin-react'],
      typescript: versions.typescript,
      '@types/react': versions['@types/react'],
      '@types/react-dom': versions['@types/react-dom'],
    },
  };
  return {
    'package.json': packageJson('partner-app', tarball, versions, own),
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
      <TradekitProvider bffUrl="https://bff.your-wallet.example" locale="da" theme={{ primaryColor: '#0f766e' }}>
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
    'src/entry-server.tsx': `import { Button, InvoicePaymentPage, TradekitProvider } from '@tradekit/react';
import { createRef, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from './app';

/**
 * The HTML of \`element\` once all of it has rendered, Suspense boundaries included (the kit's views wait there for
 * their words): what a Node server streams, written into a sink that keeps it.
 */
function streamed(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const decoder = new TextDecoder();
    let html = '';
    const sink = {
      write(chunk: string | Uint8Array) {
        html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
        return true;
      },
      end: () => resolve(html + decoder.decode()),
      on: () => sink,
    };
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/** Hydrates the server's HTML of the app, already in \`container\`. */
export const hydrate = (container: Element) => hydrateRoot(container, <App />);

/** Renders the kit's Button with a host's ref into \`container\`; the tag of the element the ref got. */
export function buttonRef(container: Element): string | undefined {
  const ref = createRef<HTMLButtonElement>();
  flushSync(() => createRoot(container).render(<Button ref={ref}>Pay</Button>));
  return ref.current?.tagName;
}

export const render = () => streamed(<App />);
export const renderInvoice = () =>
  streamed(
    <TradekitProvider bffUrl="https://bff.your-wallet.example" locale="de">
      <InvoicePaymentPage token="pay_demo" />
    </TradekitProvider>,
  );
`,
    'dom-check.mjs': `// The browser side in jsdom (the path given first): hydrates the server's HTML of the app (server.html, rendered
// by another process, as a server is) and hands the kit's Button a ref, with React's development build; prints
// React's console errors and what the ref got.
import { readFileSync } from 'node:fs';

const { JSDOM } = await import(process.argv[2]);
const dom = new JSDOM('<!doctype html><html><body><div id="root"></div><div id="ref"></div></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
for (const key of Object.getOwnPropertyNames(dom.window)) if (!(key in globalThis)) globalThis[key] = dom.window[key];
for (const key of ['addEventListener', 'removeEventListener', 'dispatchEvent']) {
  globalThis[key] = dom.window[key].bind(dom.window);
}
globalThis.window = dom.window;
const errors = [];
console.error = (...args) => errors.push(args.map(String).join(' '));
const { hydrate, buttonRef } = await import('./dist-server/entry-server.js');
const root = document.getElementById('root');
root.innerHTML = readFileSync('server.html', 'utf8');
hydrate(root);
await new Promise((resolve) => setTimeout(resolve, 500));
const ref = buttonRef(document.getElementById('ref'));
process.stdout.write(JSON.stringify({ errors, ref }));
process.exit(0);
`,
  };
}

/** The Next.js the App Router app is built with (from the npm registry; not a dependency of the repository). */
const NEXT_VERSION = '~16.4.6';

/**
 * A fresh Next.js App Router app of a partner: the kit's views and <TradekitWidget> rendered by a server component
 * page, with no 'use client' file of the partner's own (the kit's entries carry the boundary).
 */
export function nextApp(tarball: string, versions: Record<string, string>): Record<string, string> {
  return {
    'package.json': packageJson('partner-next-app', tarball, versions, { dependencies: { next: NEXT_VERSION } }),
    'app/layout.jsx': `import '@tradekit/react/style.css';

export const metadata = { title: 'Partner wallet' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
    'app/page.jsx': `import { QuoteView, TradekitProvider } from '@tradekit/react';
import { TradekitWidget } from '@tradekit/react/widget';

export default function Page() {
  return (
    <main>
      <TradekitWidget bffUrl="https://bff.your-wallet.example" locale="en" />
      <TradekitProvider bffUrl="https://bff.your-wallet.example" locale="da" theme={{ primaryColor: '#0f766e' }}>
        <QuoteView />
      </TradekitProvider>
    </main>
  );
}
`,
  };
}
