import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { traderAt } from '../../mocks/fixtures';
import { tradeFixture } from '../../mocks/trade-fixtures';
import { kitStory } from '../../mocks/story-kit';
import { TradeFlow } from './trade-flow';
import { TraderStatus } from '../../features/trader/trader-status';

const meta = {
  title: 'Trade/Flow',
  component: TradeFlow,
  tags: ['autodocs'],
  args: { onEvent: fn() },
  // Each story starts from a fresh tab: nothing saved from another story.
  beforeEach: () => window.sessionStorage.clear(),
} satisfies Meta<typeof TradeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewVisitor: Story = {
  ...kitStory(),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'Get a quote' })).toBeVisible();
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'step', step: 'quote' });
  },
};

export const IndividualAtSourceOfFunds: Story = {
  ...kitStory({ trader: traderAt('individual', 'sourceOfFunds') }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Source of funds' })).toBeVisible();
  },
};

export const CorporateAtShareholders: Story = {
  ...kitStory({ trader: traderAt('corporate', 'shareholderRelation') }),
};

export const CorporateAwaitingDocuments: Story = {
  ...kitStory({ trader: traderAt('corporate', 'identification') }),
};

export const SessionError: Story = {
  ...kitStory({ failures: { getSession: { status: 500, body: { error: 'internal_error', message: 'boom' } } } }),
};

export const StatusReady: Story = {
  ...kitStory(),
  render: () => <TraderStatus trader={traderAt('individual', 'done')} />,
};

export const StatusWithFollowUps: Story = {
  ...kitStory(),
  render: () => (
    <TraderStatus
      trader={{
        ...traderAt('individual', 'done'),
        proofOfSourceOfFundsState: 'questionaire_sent',
        enhancedDueDiligenceState: 'questionnaire_sent',
      }}
    />
  ),
};

/** The narrowest phone: nothing may stick out sideways. */
export const At320Pixels: Story = {
  ...kitStory({ trader: traderAt('individual', 'pep') }, { width: 320 }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Political exposure' })).toBeVisible();
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const DarkTheme: Story = {
  ...kitStory({ trader: traderAt('corporate', 'corporateDetails') }, { theme: { mode: 'dark', radius: '0' } }),
};

/** A phone: the stepper is one row ("Step 1 of 7 · Quote") over a bar; the list of steps is for screen readers. */
export const PhoneQuote: Story = {
  ...kitStory({}, { width: 414 }),
  args: { defaultQuote: { amount: '100', amountIn: 'fiat' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Step 1 of 7 · Quote')).toBeVisible();
    await expect(await canvas.findByLabelText('Approximate quote')).toBeVisible();
    const progress = canvas.getByRole('navigation', { name: 'Progress' });
    await expect(within(progress).getAllByRole('listitem')).toHaveLength(7);
  },
};

/** The partner's starting currency is not traded: the flow tells its host, and prices in one that is. */
export const OptionRefused: Story = {
  ...kitStory(),
  args: { defaultQuote: { fiat: 'SEK', amount: '100', amountIn: 'fiat' } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByLabelText('Approximate quote')).toBeVisible();
    await expect(args.onEvent).toHaveBeenCalledWith({
      type: 'optionRefused',
      option: 'fiat',
      value: 'SEK',
      reason: 'not offered by this partner',
    });
  },
};

export const DanishAtAccount: Story = {
  ...kitStory({ trader: traderAt('individual', 'address') }),
  globals: { locale: 'da' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Trin \d af \d · Adresse$/)).toBeVisible();
  },
};

/** A trader whose checks are done opens at the quote, with the trading screens' navigation instead of the stepper. */
export const TraderReadyToTrade: Story = {
  ...kitStory({ trader: traderAt('individual', 'done') }),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'Get a quote' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Trading' });
    await expect(within(nav).getByRole('button', { name: 'Buy or sell' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('navigation', { name: 'Progress' })).toBeNull();
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'completed' });
  },
};

/** A returning trader with a bank buy waiting for payment lands on it. */
export const ResumesUnfinishedTrade: Story = {
  ...kitStory({ trader: traderAt('individual', 'done'), trades: [tradeFixture('bank', 'awaiting_transfer_in')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Waiting for your bank transfer')).toBeVisible();
  },
};

/** The trading screens at 320 px, in Danish and dark: the navigation wraps, nothing sticks out sideways. */
export const TradingDanishDark320: Story = {
  ...kitStory(
    { trader: traderAt('individual', 'done'), trades: [tradeFixture('card', 'completed_test', { id: 7 })] },
    { width: 320, theme: { mode: 'dark' } },
  ),
  globals: { locale: 'da' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Handel' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Dine handler' }));
    await expect(await canvas.findByRole('heading', { name: 'Dine handler' })).toBeVisible();
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

/** German: the trading navigation's words. */
export const TradingGerman: Story = {
  ...kitStory({ trader: traderAt('individual', 'done') }),
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Handel' });
    await expect(within(nav).getByRole('button', { name: 'Sparpläne' })).toBeVisible();
  },
};
