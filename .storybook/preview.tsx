// Every story renders inside the kit's theme, in the locale and direction the toolbar chooses (story-locale.tsx); msw
// answers the requests stories make, with the handlers each story lists in `parameters.msw`.
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import '../src/ui/theme.css';
import { KitDocsPage } from './kit-docs-page';
import { initialLocaleGlobals, localeGlobalTypes, withLocale } from './story-locale';

// As in the component tests: a flow story waits for screens that Vite's dev server sends module by module, which on
// a small shared machine passes Testing Library's default second without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

/** Paths of the BFF and sandbox APIs: a story that calls one without a handler fails instead of going out. */
const apiPath = /^\/(api|trade|user|merchant|sandbox)(\/|$)/;

async function startMsw() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (apiPath.test(new URL(request.url).pathname)) print.error();
    },
  });
  return worker;
}

/**
 * A story that logs an error (a React warning, a request no handler answers, a failed render) fails its test:
 * every view must render in every state without one.
 */
let logged: string[] = [];
let originalConsoleError: typeof console.error | undefined;

function watchConsoleErrors() {
  logged = [];
  originalConsoleError ??= console.error;
  const original = originalConsoleError;
  console.error = (...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
    original(...args);
  };
}

async function checkStory({ canvasElement }: { canvasElement: HTMLElement }) {
  if (logged.length > 0) throw new Error(`The story logged ${logged.length} error(s):\n${logged.join('\n')}`);
  // Let a view that loads finish first (up to 2 s; loading stories keep their spinner), so axe sees the state.
  for (let waited = 0; waited < 2000 && canvasElement.querySelector('.tk-spinner'); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Accessibility in a real browser, colour contrast included: every view in every state finds nothing.
  const { default: axe } = await import('axe-core');
  const { violations } = await axe.run(canvasElement);
  if (violations.length > 0) {
    const found = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(', ')})`);
    throw new Error(`axe found ${violations.length} accessibility violation(s):\n${found.join('\n')}`);
  }
}

const preview: Preview = {
  beforeEach: watchConsoleErrors,
  afterEach: checkStory,
  loaders: [mswLoader(startMsw)],
  decorators: [withLocale],
  globalTypes: localeGlobalTypes,
  initialGlobals: initialLocaleGlobals,
  parameters: {
    controls: { matchers: { color: /(background|color)$/i } },
    // A story file tagged `autodocs` (each component the package exports) gets this page.
    docs: { page: KitDocsPage },
  },
};

export default preview;
