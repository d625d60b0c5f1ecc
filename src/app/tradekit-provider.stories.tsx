// TradekitProvider as a partner uses it: around the views, with their language and theme (here around the quote
// view, against the mock BFF).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TradekitProvider } from '../api/client/tradekit-provider';
import { QuoteView } from '../features/quote/quote-view';
import { createMockBff } from '../mocks/mock-bff';

const meta = {
  title: 'Kit/Provider',
  component: TradekitProvider,
  tags: ['autodocs'],
  args: {
    locale: 'en',
    theme: { primaryColor: '#0f766e', radius: '1rem' },
    children: <QuoteView debounceMs={50} />,
  },
  argTypes: { children: { control: false } },
  parameters: { msw: { handlers: createMockBff().handlers } },
} satisfies Meta<typeof TradekitProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The theme's colour and radius reach the views as the kit's custom properties. */
export const Themed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('textbox', { name: 'Amount in EUR' });
    const root = canvasElement.querySelector<HTMLElement>('.tk-root')!;
    await expect(root).toHaveAttribute('lang', 'en');
    await expect(getComputedStyle(root).getPropertyValue('--tk-primary')).toBe('#0f766e');
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Continue' })).borderTopLeftRadius).toBe('16px');
  },
};

/** Another language and the dark theme: every view inside follows both. */
export const DanishDark: Story = {
  args: { locale: 'da', theme: { mode: 'dark' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('textbox', { name: 'Beløb i EUR' });
    const root = canvasElement.querySelector<HTMLElement>('.tk-root')!;
    await expect(root).toHaveAttribute('lang', 'da');
    await expect(root).toHaveAttribute('data-tk-theme', 'dark');
  },
};
