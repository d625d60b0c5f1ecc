import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RejectReason } from '../../api/contract/trade/enums';
import { useTranslation } from '../../i18n/react';
import { attemptFixture, partnerConfigFixture, traderAt } from '../../mocks/fixtures';
import { kitStory } from '../../mocks/story-kit';
import { KycView } from './kyc-view';
import { rejectReasonKey } from './reject-reason';

const trader = traderAt('individual', 'identification');

const meta = {
  title: 'Trade/Identity verification',
  component: KycView,
  tags: ['autodocs'],
} satisfies Meta<typeof KycView>;
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

/** Rejected for good: the reason, "contact support" and the partner's support page. */
export const RejectedFinalWithSupport: Story = {
  ...kitStory({ trader, attempts: [attemptFixture('rejected', 'DENIED_FAILED_IDENTITY_VERIFICATION')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not match you to the photo on the document.')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /Contact support/ })).toHaveAttribute(
      'href',
      partnerConfigFixture.supportUrl,
    );
  },
};

/** The support is an email address: the link opens the mail program. */
export const RejectedFinalSupportEmail: Story = {
  ...kitStory({
    trader,
    config: { ...partnerConfigFixture, supportUrl: 'mailto:help@partner.example' },
    attempts: [attemptFixture('rejected', 'DENIED')],
  }),
};

/** No support link configured: the sentence stays, with nothing to click. */
export const RejectedFinalNoSupportLink: Story = {
  ...kitStory({
    trader,
    config: { ...partnerConfigFixture, supportUrl: null },
    attempts: [attemptFixture('rejected', 'DENIED')],
  }),
};

export const RejectedFinalAt320PixelsDark: Story = {
  ...kitStory(
    { trader, attempts: [attemptFixture('rejected', 'DENIED_YOUNGER_THAN_18_YEARS')] },
    { width: 320, theme: { mode: 'dark' } },
  ),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: /Contact support/ });
    const frame = canvasElement.querySelector<HTMLElement>('.tk-story-frame')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const RejectedFinalDanish: Story = {
  ...kitStory({ trader, attempts: [attemptFixture('rejected', 'DENIED_FAILED_IDENTITY_VERIFICATION')] }),
  globals: { locale: 'da' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Kontakt support/ })).toBeVisible();
  },
};

export const RejectedFinalGerman: Story = {
  ...kitStory(
    { trader, attempts: [attemptFixture('rejected', 'DENIED_FAILED_IDENTITY_VERIFICATION')] },
    { width: 320 },
  ),
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Support kontaktieren/ })).toBeVisible();
  },
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
          <dd style={{ textAlign: 'start' }}>{t(rejectReasonKey(reason), { min: 1, max: 3 })}</dd>
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
