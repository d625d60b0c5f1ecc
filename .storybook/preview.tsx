// Every story renders inside the kit's theme and an i18n provider whose locale the toolbar switches; msw answers
// the requests stories make, with the handlers each story lists in `parameters.msw`.
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { type ReactNode, useMemo } from 'react';
import { configure } from 'storybook/test';
import { createI18n, defaultLocale, locales } from '../src/i18n/create-i18n';
import { I18nProvider } from '../src/i18n/react';
import '../src/ui/theme.css';
import { KitDocsPage } from './kit-docs-page';

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

function StoryI18n({ locale, children }: { locale: string; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(locale), [locale]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

const withI18n: Decorator = (Story, context) => (
  <StoryI18n locale={String(context.globals.locale ?? defaultLocale)}>
    <Story />
  </StoryI18n>
);

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
  decorators: [withI18n],
  globalTypes: {
    locale: {
      description: 'Language of the views',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((locale) => ({ value: locale, title: locale })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: defaultLocale },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i } },
    // A story file tagged `autodocs` (each component the package exports) gets this page.
    docs: { page: KitDocsPage },
  },
};

export default preview;
