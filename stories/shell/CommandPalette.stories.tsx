import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { workspaceEndpoints as e, type PaletteResult } from '../../src/shared/contract/workspace';
import { workspaceMessages } from '../../src/shared/workspaceMessages';
import { userOf } from './fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { answering } from '../users/fakeServer';
import { StaffScreen } from '../users/StaffScreen';

const P = workspaceMessages.palette;

/** What the server finds for any text: one of each kind, as a staff member's search would. */
const results: PaletteResult[] = [
  {
    kind: 'client',
    id: 7,
    label: 'Acme Freight Lines',
    detail: 'ops@acme.example',
    path: '/clientprofile',
    state: { id: 7 },
  },
  {
    kind: 'debtor',
    id: 3,
    label: 'Northwind Traders',
    detail: 'Acme Freight Lines',
    path: '/editdebtor',
    state: { id: 3, prospect_id: 7 },
  },
  {
    kind: 'invoice',
    id: 41,
    label: '100123',
    detail: 'Acme Freight Lines · Northwind Traders',
    path: '/addnewinvoice',
    state: { id: 41 },
  },
  {
    kind: 'schedule',
    id: 21,
    label: '12',
    detail: 'Acme Freight Lines',
    path: '/addnewscheduleofassignment',
    state: { id: 21 },
  },
];

const server = staffScreenServer(() => ({
  [e.commandPalette.path]: answering(e.commandPalette, () => ({ body: { status: true, results } })),
}));
const page = within(document.body);

const meta = {
  title: 'Shell/CommandPalette',
  component: StaffScreen,
  args: {
    user: userOf('admin'),
    path: '/dashboard',
    routes: [{ path: '/dashboard', element: <p>The dashboard screen</p> }],
  },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ctrl-K opens the palette; typing searches; Enter opens the result on its page. */
export const JumpToAnInvoice: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('The dashboard screen');
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await page.findByRole('textbox', { name: P.placeholder });
    await userEvent.type(input, '100');
    await expect(await page.findByText('Northwind Traders')).toBeInTheDocument();
    await waitFor(() => expect(server.lastBody(e.commandPalette.path)).toEqual({ search_text: '100' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(await within(canvasElement).findByText('Elsewhere')).toBeInTheDocument();
  },
};

/** Nothing the caller may open matches. */
export const NothingFound: Story = {
  parameters: {
    api: { [e.commandPalette.path]: () => ({ body: { status: true, results: [] } }) },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('The dashboard screen');
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await page.findByRole('textbox', { name: P.placeholder }), 'zzz');
    await expect(await page.findByText(P.nothingFound)).toBeInTheDocument();
  },
};
