import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatEndpoints as e } from '../../src/shared/contract/chat';
import { chatMessages as M } from '../../src/shared/messages/chat';
import { ChatPage } from '../../src/web/features/chat/ChatPage';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { chatHandlers, dan } from './fixtures';

const routes: StaffRoute[] = [{ path: '/chatindex', element: <ChatPage /> }];
const server = staffScreenServer((user) => chatHandlers(user));
const page = within(document.body);

const meta = {
  title: 'Chat/ChatPage',
  component: StaffScreen,
  args: { user: userOf('client'), path: '/chatindex', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => server.beforeEach(context),
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list with its unread mark; opening the conversation shows the newest page, older pages prepended. */
export const OpenAndLoadOlder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(M.beta)).toBeInTheDocument();
    await expect(await canvas.findByLabelText(M.unread(1))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Dan Debtor/ }));
    await canvas.findByText('Line 12', { selector: '.chat-text' });
    await expect(canvas.queryByText('Line 2')).toBeNull();
    await expect(server.lastBody(e.fetchConversation.path)).toMatchObject({
      chatter_id: dan.id,
      page: 1,
      per_page: 10,
    });
    await userEvent.click(canvas.getByRole('button', { name: M.loadOlder }));
    await canvas.findByText('Line 1', { selector: '.chat-text' });
    const lines = canvas
      .getAllByText(/^Line \d+$/, { selector: '.chat-text' })
      .map((node) => node.textContent);
    await expect(lines[0]).toBe('Line 1');
    await expect(lines.at(-1)).toBe('Line 12');
  },
};

/** A blank message is not sent; a real one is, and shows. */
export const BlankIsNotSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Dan Debtor/ }));
    await canvas.findByText('Line 12', { selector: '.chat-text' });
    const box = canvas.getByRole('textbox', { name: M.message });
    await userEvent.type(box, '   {Enter}');
    await expect(canvas.getByRole('button', { name: M.send })).toBeDisabled();
    await expect(server.callsTo(e.save.path)).toHaveLength(0);
    await userEvent.clear(box);
    await userEvent.type(box, 'Paid today{Enter}');
    await waitFor(() => expect(server.callsTo(e.save.path)).toHaveLength(1));
    await expect(server.lastBody(e.save.path)).toEqual({ receiver_id: dan.id, message: 'Paid today' });
    await expect(await canvas.findByText('Paid today', { selector: '.chat-text' })).toBeInTheDocument();
  },
};

/** Compose Message: the recipient search waits, markup is stripped, the recipient is picked, then sent. */
export const ComposeMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: M.composeMessage }));
    const dialog = within(await page.findByRole('dialog', { name: M.composeMessage }));
    await userEvent.type(dialog.getByRole('searchbox', { name: M.searchRecipient }), '<b>Dan</b>');
    await waitFor(() => expect(server.lastBody(e.recipients.path)).toMatchObject({ search_text: 'Dan' }));
    await userEvent.click(await dialog.findByText('Dan Debtor'));
    await expect(dialog.getByRole('button', { name: M.send })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: M.message }), 'Hello Dan');
    await userEvent.click(dialog.getByRole('button', { name: M.send }));
    await waitFor(() =>
      expect(server.lastBody(e.save.path)).toEqual({ receiver_id: dan.id, message: 'Hello Dan' }),
    );
  },
};
