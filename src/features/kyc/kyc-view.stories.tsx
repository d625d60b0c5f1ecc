import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { RejectReason } from '../../api/contract/trade/enums';
import { attemptFixture, traderAt } from '../../mocks/fixtures';
import { kitStory } from '../../mocks/story-kit';
import { KycView } from './kyc-view';
import { rejectReasonKey } from './reject-reason';

const trader = traderAt('individual', 'identification');

const meta = { title: 'Trade/Identity verification', component: KycView } satisfies Meta<typeof KycView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = { ...kitStory({ trader }) };

export const ReturnedFailed: Story = {
  ...kitStory({ trader, attempts: [attemptFixture('pending')] }),
  args: { returnResult: 'failed' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Processing: Story = {
  ...kitStory({ trader, attempts: [attemptFixture('processing')], kycProgress: false }),
};

export const Approved: Story = { ...kitStory({ trader, attempts: [attemptFixture('approved')] }) };

export const Expired: Story = { ...kitStory({ trader, attempts: [attemptFixture('expired')] }) };

export const ManualReview: Story = {
  ...kitStory({ trader, attempts: [attemptFixture('rejected', 'MANUAL_REVIEW')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/1 to 3 days/)).toBeVisible();
  },
};

export const RejectedBlurredPhoto: Story = {
  ...kitStory({
    trader,
    attempts: [attemptFixture('rejected', 'ERROR_NOT_READABLE_ID.NOT_READABLE_DOCUMENT.BLURRED')],
  }),
};

export const RejectedTooYoung: Story = {
  ...kitStory({ trader, attempts: [attemptFixture('rejected', 'DENIED_YOUNGER_THAN_18_YEARS')] }),
};

function RejectReasons() {
  const { t } = useTranslation();
  return (
    <dl className="tk-summary">
      {RejectReason.options.map((reason) => (
        <div key={reason} style={{ display: 'contents' }}>
          <dt>
            <code>{reason}</code>
          </dt>
          <dd style={{ textAlign: 'left' }}>{t(rejectReasonKey(reason), { min: 1, max: 3 })}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every rejectReason of the spec with the sentence the view shows, in the toolbar's locale. */
export const EveryRejectReason: Story = {
  ...kitStory({ trader }),
  render: () => <RejectReasons />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('definition')).toHaveLength(RejectReason.options.length);
  },
};
