// <TradekitWidget> as a partner's React app renders it: the widget's iframe, served by the partner's BFF, with the
// options in its address. Storybook has no BFF, so the frame stays empty here; in an app it holds the widget.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TradekitWidget } from './tradekit-widget';

/** A BFF that never answers (`.example` names no host): the story shows the component's part, not the widget's. */
const BFF = 'https://bff.your-wallet.example';

const meta = {
  title: 'Kit/Widget',
  component: TradekitWidget,
  tags: ['autodocs'],
  args: { bffUrl: BFF, locale: 'da', fiatCurrency: 'DKK', amount: '500', style: { height: 320 } },
  parameters: { kitImport: '@tradekit/react/widget' },
} satisfies Meta<typeof TradekitWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inline: the frame comes from the BFF's `/widget/` page, with the options the widget starts with. */
export const Inline: Story = {
  play: async ({ canvas }) => {
    const frame = await canvas.findByTitle<HTMLIFrameElement>('Tradekit');
    const src = new URL(frame.src);
    await expect(`${src.origin}${src.pathname}`).toBe(`${BFF}/widget/`);
    await expect(Object.fromEntries(src.searchParams)).toMatchObject({ locale: 'da', fiat: 'DKK', amount: '500' });
  },
};
