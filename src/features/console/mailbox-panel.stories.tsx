import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { consoleStory } from './console-story';
import { MailboxPanel } from './mailbox-panel';

const meta = {
  title: 'Sandbox console/Mailbox',
  component: MailboxPanel,
} satisfies Meta<typeof MailboxPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithMail: Story = {
  ...consoleStory().story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Copy code 482913' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /refunds/ })).toBeVisible();
  },
};

export const Empty: Story = {
  ...consoleStory({ mail: [] }).story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No mail yet/)).toBeVisible();
  },
};

export const SearchedWithoutMatch: Story = {
  ...consoleStory().story,
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by address' }), 'carol');
    await expect(await canvas.findByText(/No mail to an address containing/)).toBeVisible();
  },
};

const arriving = consoleStory({ mail: [] });
export const NewMailArrives: Story = {
  ...arriving.story,
  play: async ({ canvas }) => {
    await canvas.findByText(/No mail yet/);
    arriving.sandbox.deliver({
      id: 3,
      to: 'eve@example.com',
      subject: 'Your email verification code',
      text: 'Your verification code is 777001. It expires in 15 minutes.',
      createTime: new Date().toISOString(),
    });
    await expect(await canvas.findByRole('button', { name: 'Copy code 777001' })).toBeVisible();
  },
};

export const CannotRead: Story = {
  ...consoleStory({ failMailbox: true }).story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const WideLight: Story = {
  ...consoleStory({}, {}).story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 emails')).toBeVisible();
  },
};
