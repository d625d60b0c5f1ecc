// The kit inside a host page whose stylesheet styles elements, as a partner's app does (Vite's React template sets
// `h1, h2 { color }`, a dark `:root`, `#root { text-align: center }`; many apps restyle `button`, `label`, `input`).
// Run in Chromium, so the computed styles are the browser's own.
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { expect, within } from 'storybook/test';
import { QuoteView } from '../features/quote/quote-view';
import { kitStory } from '../mocks/story-kit';

const hostStylesheet = `
  :root { color-scheme: light dark; color: #9ca3af; background: #16171d; font: 18px/145% serif; letter-spacing: 0.18px; }
  body { text-align: center; color: #9ca3af; text-transform: uppercase; }
  h1, h2, h3 { color: #f3f4f6; font-family: serif; font-weight: 500; letter-spacing: -0.24px; margin: 0 0 8px; text-align: center; }
  p { margin: 2em 0; text-align: justify; }
  label { display: block; text-align: center; color: #c084fc; text-transform: uppercase; font-weight: 700; }
  button { background-color: #1a1a1a; color: #ffffff; border: 1px solid transparent; border-radius: 0; padding: 0.6em 1.2em; font-weight: 500; }
  input { background: #000000; color: #00ff00; border: 0; border-radius: 0; width: 50%; }
`;

/** Puts the host's stylesheet on the page while it is mounted, as a host app's own CSS would be. */
function HostStylesheet() {
  useLayoutEffect(() => {
    const style = document.createElement('style');
    style.textContent = hostStylesheet;
    document.head.append(style);
    return () => style.remove();
  }, []);
  return null;
}

const withHostStylesheet: Decorator = (Story) => (
  <>
    <HostStylesheet />
    <Story />
  </>
);

/** A kit story in the given theme, on a page that carries the host's stylesheet. */
function inAHostPage(mode: 'light' | 'dark') {
  const story = kitStory({}, { theme: { mode } });
  return { ...story, decorators: [...story.decorators, withHostStylesheet] };
}

const meta = {
  title: 'Kit/Host stylesheet',
  component: QuoteView,
  args: { debounceMs: 50 },
} satisfies Meta<typeof QuoteView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the kit's theme gives, as the browser computes it inside the kit's root: a probe styled by its variables. */
function kitTheme(root: Element) {
  const probe = document.createElement('span');
  root.append(probe);
  const computed = (property: 'color' | 'borderTopLeftRadius', value: string) => {
    probe.style[property] = value;
    return getComputedStyle(probe)[property];
  };
  const theme = {
    text: computed('color', 'var(--tk-text)'),
    surface: computed('color', 'var(--tk-surface)'),
    primary: computed('color', 'var(--tk-primary)'),
    onPrimary: computed('color', 'var(--tk-on-primary)'),
    radius: computed('borderTopLeftRadius', 'var(--tk-radius)'),
    font: getComputedStyle(root).fontFamily,
  };
  probe.remove();
  return theme;
}

/** The kit's headings, labels, buttons and inputs look as the kit says, whatever the host's element rules. */
async function expectKitStylesHold(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { level: 2 });
  const root = heading.closest('.tk-root')!;
  const theme = kitTheme(root);
  await expect(theme.font).not.toMatch(/^serif$/);

  const h2 = getComputedStyle(heading);
  await expect(h2.color).toBe(theme.text);
  await expect(h2.textAlign).toBe('start');
  await expect(h2.fontFamily).toBe(theme.font);
  await expect(h2.letterSpacing).toBe('normal');

  const label = getComputedStyle(canvasElement.querySelector('.tk-field__label')!);
  await expect(label.textAlign).toBe('start');
  await expect(label.color).toBe(theme.text);
  await expect(label.textTransform).toBe('none');

  const button = getComputedStyle(canvas.getByRole('button', { name: 'Continue' }));
  await expect(button.backgroundColor).toBe(theme.primary);
  await expect(button.color).toBe(theme.onPrimary);
  await expect(button.borderTopLeftRadius).toBe(theme.radius);

  const input = canvas.getByRole('textbox', { name: /^Amount in/ });
  await expect(getComputedStyle(input).backgroundColor).toBe(theme.surface);
  await expect(getComputedStyle(input).color).toBe(theme.text);
  // The amount fills its track beside the unit toggle, whatever width the host gives inputs.
  const row = input.closest('.tk-quote__amount')!;
  const toggle = row.querySelector('.tk-segmented')!.getBoundingClientRect();
  await expect(input.getBoundingClientRect().left).toBe(row.getBoundingClientRect().left);
  await expect(toggle.left - input.getBoundingClientRect().right).toBe(parseFloat(getComputedStyle(row).columnGap));
  return { root, theme };
}

/** A light kit in a dark host page: the kit's own surface and text, form controls drawn light. */
export const LightKitInADarkHost: Story = {
  ...inAHostPage('light'),
  play: async ({ canvasElement }) => {
    const { root, theme } = await expectKitStylesHold(canvasElement);
    await expect(getComputedStyle(root).backgroundColor).toBe(theme.surface);
    await expect(theme.surface).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(root).colorScheme).toBe('light');
  },
};

/** A dark kit in the same host: light headings on the kit's dark surface, not the host's colours. */
export const DarkKitInADarkHost: Story = {
  ...inAHostPage('dark'),
  play: async ({ canvasElement }) => {
    const { root, theme } = await expectKitStylesHold(canvasElement);
    await expect(theme.text).toBe('rgb(249, 250, 251)');
    await expect(getComputedStyle(root).colorScheme).toBe('dark');
  },
};
