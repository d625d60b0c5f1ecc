import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { partnerConfigFixture } from '../../mocks/fixtures';
import { kitStory } from '../../mocks/story-kit';
import { QuoteView } from './quote-view';

const meta = { title: 'Trade/Quote', component: QuoteView, args: { debounceMs: 50 } } satisfies Meta<typeof QuoteView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Priced: Story = {
  ...kitStory(),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount in EUR' }), '100');
    const quote = await canvas.findByLabelText('Approximate quote');
    await expect(await within(quote).findByText('Total to pay')).toBeVisible();
  },
};

export const BelowMinimum: Story = {
  ...kitStory(),
  args: { defaultSelection: { amount: '5' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/smallest amount/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const Loading: Story = { ...kitStory({ hang: ['getConfig'] }) };

export const ServiceDown: Story = {
  ...kitStory({ failures: { getConfig: { status: 503, body: { error: 'upstream_unavailable', message: 'down' } } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const NothingToTrade: Story = { ...kitStory({ config: { ...partnerConfigFixture, paymentMethods: [] } }) };

/** The narrowest phone, with a quote shown: nothing may stick out sideways. */
export const At320Pixels: Story = {
  ...kitStory({}, { width: 320 }),
  args: { defaultSelection: { amount: '250' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByLabelText('Approximate quote');
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
