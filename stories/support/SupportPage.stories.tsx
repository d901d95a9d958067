import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { supportEndpoints as e } from '../../src/shared/contract/support';
import { messages } from '../../src/shared/messages';
import { supportMessages } from '../../src/shared/messages/support';
import { SupportPage } from '../../src/web/features/support/SupportPage';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { supportHandlers } from './fixtures';

const routes: StaffRoute[] = [{ path: '/supportmain', element: <SupportPage /> }];
const server = staffScreenServer((user) => supportHandlers(user));
const page = within(document.body);
const M = supportMessages.support;

const meta = {
  title: 'Support/SupportPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/supportmain', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => server.beforeEach(context),
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open tickets; an unassigned one says 'Unassigned', an empty resolution date 'Unresolved'. */
export const Tickets: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: M.support });
    await within(table).findByText('Remittance address');
    await expect(within(table).getAllByText(M.unassigned).length).toBeGreaterThan(0);
    await expect(within(table).getAllByText(M.unresolved).length).toBeGreaterThan(0);
    await expect(within(table).queryByText('Password reset mail')).toBeNull();
    await expect(page.getByText(M.includeClosed)).toBeInTheDocument();
  },
};

/** A client is not offered 'Include closed tickets'; Add New Ticket refuses blanks and sends nothing. */
export const ClientAddsTicket: Story = {
  args: { user: userOf('client') },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Remittance address');
    await expect(page.queryByText(M.includeClosed)).toBeNull();
    await userEvent.click(page.getByRole('button', { name: M.addNewTicket }));
    const dialog = within(await page.findByRole('dialog', { name: M.addNewTicket }));
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    await expect(await dialog.findByText(M.titleRequired)).toBeInTheDocument();
    await expect(server.callsTo(e.create.path)).toHaveLength(0);
  },
};
