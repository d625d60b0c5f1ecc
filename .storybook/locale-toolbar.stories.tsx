// The toolbar's Locale and Direction as a reviewer uses them, checked in Chromium on a real view: the quote view
// inside the kit's provider (kitStory) speaks the locale chosen and lays out in the direction chosen. Each story
// sets the globals a reviewer would pick in the toolbar.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QuoteView } from '../src/features/quote/quote-view';
import { createI18n } from '../src/i18n/create-i18n';
import { kitStory } from '../src/mocks/story-kit';

const meta = {
  title: 'Review/Locale and direction',
  component: QuoteView,
  args: { debounceMs: 50 },
} satisfies Meta<typeof QuoteView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The quote view's heading in `locale`, from that locale's own messages. Its direction is the view's: the amount box
 * may be held left to right inside a right-to-left view (bidi isolation), a heading never is.
 */
const heading = (locale: string) => ({ level: 2, name: createI18n(locale).t('quote.heading') });

/** The decorator's root around the story and the kit's root inside it. */
function roots(canvasElement: HTMLElement) {
  return {
    story: canvasElement.querySelector<HTMLElement>('.tk-story-root')!,
    kit: canvasElement.querySelector<HTMLElement>('.tk-root')!,
  };
}

/** Arabic chosen, direction left on auto: the view speaks Arabic and runs right to left. */
export const ArabicFromTheToolbar: Story = {
  ...kitStory(),
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    const title = await canvas.findByRole('heading', heading('ar'));
    const { story, kit } = roots(canvasElement);
    await expect(story).toHaveAttribute('lang', 'ar');
    await expect(story).toHaveAttribute('dir', 'rtl');
    await expect(kit).toHaveAttribute('lang', 'ar');
    await expect(getComputedStyle(title).direction).toBe('rtl');
  },
};

/** Right to left forced on English: the mirrored layout, with words the reviewer can read. */
export const EnglishForcedRightToLeft: Story = {
  ...kitStory(),
  globals: { locale: 'en', direction: 'rtl' },
  play: async ({ canvas, canvasElement }) => {
    const title = await canvas.findByRole('heading', { level: 2, name: 'Get a quote' });
    const { story, kit } = roots(canvasElement);
    await expect(story).toHaveAttribute('lang', 'en');
    await expect(story).toHaveAttribute('dir', 'rtl');
    await expect(kit).toHaveAttribute('lang', 'en');
    await expect(getComputedStyle(title).direction).toBe('rtl');
  },
};

/** Left to right forced on Arabic: the Arabic words in the unmirrored layout, to compare with the story above. */
export const ArabicForcedLeftToRight: Story = {
  ...kitStory(),
  globals: { locale: 'ar', direction: 'ltr' },
  play: async ({ canvas, canvasElement }) => {
    const title = await canvas.findByRole('heading', heading('ar'));
    const { story } = roots(canvasElement);
    await expect(story).toHaveAttribute('lang', 'ar');
    await expect(story).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(title).direction).toBe('ltr');
  },
};

/** Polish, left on auto: another locale reaches the kit's provider, left to right. */
export const PolishFromTheToolbar: Story = {
  ...kitStory(),
  globals: { locale: 'pl' },
  play: async ({ canvas, canvasElement }) => {
    const title = await canvas.findByRole('heading', heading('pl'));
    const { story, kit } = roots(canvasElement);
    await expect(story).toHaveAttribute('dir', 'ltr');
    await expect(kit).toHaveAttribute('lang', 'pl');
    await expect(getComputedStyle(title).direction).toBe('ltr');
  },
};
