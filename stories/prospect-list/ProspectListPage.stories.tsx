import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProspectListPage } from '../../src/web/features/prospect-list/ProspectListPage';
import { userOf } from '../shell/fixtures';
import { findToast } from '../kit/findToast';
import { rowOf } from '../kit/rowOf';
import { staffScreenServer } from '../staffScreenStory';
import { isFakeForm } from '../users/fakeServer';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { prospectListHandlers } from './fixtures';
import { OpenedProspect } from './OpenedProspect';
import { openFullPage } from '../kit/workspacePanel';

const routes: StaffRoute[] = [
  { path: '/prospectindex', element: <ProspectListPage /> },
  { path: '/addprospect', element: <OpenedProspect /> },
];

const server = staffScreenServer(() => prospectListHandlers());
const { lastBody, callsTo } = server;
const page = within(document.body);

/** The category card titled `title` (a button that says whether it is the one shown). */
function card(canvasElement: HTMLElement, title: string): HTMLElement {
  return within(canvasElement).getByRole('button', { name: new RegExp(`^${title}`) });
}

/** Ticks the rows showing these names, then opens the kebab and answers its item `name`. */
async function act(
  canvasElement: HTMLElement,
  names: readonly string[],
  action: RegExp,
): Promise<HTMLElement> {
  for (const name of names) await userEvent.click(within(rowOf(canvasElement, name)).getByRole('checkbox'));
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Actions/ }));
  return page.findByRole('menuitem', { name: action });
}

const meta = {
  title: 'Prospects/ProspectListPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/prospectindex', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cards count each category; clicking one lists it and marks it; show all lists every card. */
export const CardsPickTheCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Blue Ridge Trucking')).toBeInTheDocument();
    await expect(card(canvasElement, 'Available Prospects')).toHaveTextContent('4');
    await expect(card(canvasElement, 'Tentative Applications')).toHaveTextContent('3');
    await expect(card(canvasElement, 'Fallouts')).toHaveTextContent('2');
    await expect(card(canvasElement, 'Available Prospects')).toHaveAttribute('aria-pressed', 'true');
    await expect(lastBody('prospect/fetch')).toEqual({
      page: 1,
      per_page: 10,
      search_text: '',
      show_all: false,
      status: 0,
      application_completely_filled: false,
    });
    await expect(canvas.queryByText('Prairie Steel Works')).not.toBeInTheDocument();

    await userEvent.click(card(canvasElement, 'Tentative Applications'));
    await expect(await canvas.findByText('Prairie Steel Works')).toBeInTheDocument();
    await expect(lastBody('prospect/fetch')).toMatchObject({
      status: 0,
      application_completely_filled: true,
    });
    await expect(card(canvasElement, 'Tentative Applications')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(canvasElement, 'Available Prospects')).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByText('Blue Ridge Trucking')).not.toBeInTheDocument();
    // The latest response's future status shows in the row.
    await expect(rowOf(canvasElement, 'Prairie Steel Works')).toHaveTextContent(
      'Interested - Will Complete Application',
    );

    await userEvent.click(card(canvasElement, 'Fallouts'));
    await expect(await canvas.findByText('Desert Bloom Nursery')).toBeInTheDocument();
    await expect(lastBody('prospect/fetch')).toMatchObject({ status: 2, show_all: false });

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show all categories' }));
    await waitFor(() => expect(lastBody('prospect/fetch')).toMatchObject({ show_all: true, page: 1 }));
    await expect(await canvas.findByText('Blue Ridge Trucking')).toBeInTheDocument();
    await expect(canvas.getByText('Prairie Steel Works')).toBeInTheDocument();
    await expect(canvas.getByText('Desert Bloom Nursery')).toBeInTheDocument();
    for (const title of ['Available Prospects', 'Tentative Applications', 'Fallouts']) {
      await expect(card(canvasElement, title)).toHaveAttribute('aria-pressed', 'false');
    }

    // Picking a card again shows that card only.
    await userEvent.click(card(canvasElement, 'Available Prospects'));
    await waitFor(() => expect(canvas.queryByText('Desert Bloom Nursery')).not.toBeInTheDocument());
    await expect(canvas.getByRole('checkbox', { name: 'Show all categories' })).not.toBeChecked();
  },
};

/** The search box searches business name, contact name and email after a pause. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Blue Ridge Trucking');
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search by business name, contact name & email' }),
      'maya',
    );
    await waitFor(() => expect(lastBody('prospect/fetch')).toMatchObject({ search_text: 'maya', page: 1 }));
    await waitFor(() => expect(canvas.queryByText('Blue Ridge Trucking')).not.toBeInTheDocument());
    await expect(canvas.getByText('Keystone Staffing')).toBeInTheDocument();
  },
};

/** Demote to Fallout says it cannot be undone; No changes nothing, Yes moves the prospect to the fallouts. */
export const DemoteToFallout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Harbor Fresh Produce');
    await userEvent.click(await act(canvasElement, ['Harbor Fresh Produce'], /Demote to Fallout/));
    await expect(
      await page.findByText(
        'Demote this prospect to fallout? A fallout never returns to the prospects: this cannot be undone.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'No' }));
    await expect(callsTo('prospect/status_change')).toHaveLength(0);

    await userEvent.click(canvas.getByRole('button', { name: /^Actions/ }));
    await userEvent.click(await page.findByRole('menuitem', { name: /Demote to Fallout/ }));
    await userEvent.click(await page.findByRole('button', { name: 'Demote' }));
    const toast = await findToast('Prospect has been moved to fallouts.');
    await expect(toast).toHaveTextContent('Fallout');
    await expect(lastBody('prospect/status_change')).toEqual({ ids: [2], status: 2 });
    await waitFor(() => expect(canvas.queryByText('Harbor Fresh Produce')).not.toBeInTheDocument());
    await waitFor(() => expect(card(canvasElement, 'Fallouts')).toHaveTextContent('3'));
    await expect(card(canvasElement, 'Available Prospects')).toHaveTextContent('3');
  },
};

/**
 * Change Status is for exactly one tentative application: its dialog shows the response history,
 * refuses a blank form with the spec's messages, and records the response.
 */
export const ChangeStatusWithResponse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Blue Ridge Trucking');
    // Not for a draft in progress.
    await expect(await act(canvasElement, ['Blue Ridge Trucking'], /Change Status/)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');

    await userEvent.click(card(canvasElement, 'Tentative Applications'));
    await canvas.findByText('Prairie Steel Works');
    // Not for two at once.
    await expect(
      await act(canvasElement, ['Prairie Steel Works', 'Copperline Electric'], /Change Status/),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(rowOf(canvasElement, 'Copperline Electric')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /^Actions/ }));
    await userEvent.click(await page.findByRole('menuitem', { name: /Change Status/ }));

    const dialog = within(await page.findByRole('dialog', { name: /Change Status: Prairie Steel Works/ }));
    const history = within(dialog.getByRole('region', { name: 'Response History' }));
    await expect(await history.findByText('Bank is issuing the check this week.')).toBeInTheDocument();
    await expect(history.getByText('aging.pdf')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Future Status is required',
      'Comments is required',
      'Response Given by Prospect is required',
    ]) {
      await expect(dialog.getByText(message)).toBeInTheDocument();
    }
    await expect(callsTo('prospect/duly_filled_status/save')).toHaveLength(0);

    await userEvent.click(dialog.getByRole('combobox', { name: /^Future Status/ }));
    const option = await page.findByRole('option', { name: 'Documents Pending' });
    await userEvent.click(within(option).getByText('Documents Pending'));
    // The list hands the focus back to its button as it closes: type only once it has.
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.type(dialog.getByLabelText(/^Comments/), 'Voided check still missing.');
    await userEvent.type(dialog.getByLabelText(/^Response Given by Prospect/), 'Sending it Monday.');
    await userEvent.upload(
      dialog.getByLabelText(/^Attachment/),
      new File([new Uint8Array(2048)], 'check.pdf', { type: 'application/pdf' }),
    );
    await expect(await dialog.findByText('check.pdf')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await expect(await findToast('Response has been saved successfully.')).toBeInTheDocument();
    const sent = lastBody('prospect/duly_filled_status/save');
    if (!isFakeForm(sent)) throw new Error('the response was not sent as form data');
    await expect(sent.fields).toEqual({
      prospect_id: '5',
      future_status: '2',
      comments: 'Voided check still missing.',
      response_given_by_prospect: 'Sending it Monday.',
    });
    await expect(sent.files.attachment_path?.name).toBe('check.pdf');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(rowOf(canvasElement, 'Prairie Steel Works')).toHaveTextContent('Documents Pending'),
    );
  },
};

/** Delete asks 'Are you sure, you want to delete?' and the prospect leaves the list and its card. */
export const DeleteProspect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Keystone Staffing');
    await userEvent.click(await act(canvasElement, ['Keystone Staffing'], /Delete/));
    await expect(await page.findByText('Are you sure, you want to delete?')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Yes' }));
    await expect(await findToast('Prospect Deleted')).toBeInTheDocument();
    await expect(lastBody('prospect/delete')).toEqual({ ids: [3] });
    await waitFor(() => expect(canvas.queryByText('Keystone Staffing')).not.toBeInTheDocument());
    await waitFor(() => expect(card(canvasElement, 'Available Prospects')).toHaveTextContent('3'));
  },
};

/** Email to Prospect asks first, then mails the selected applicants a reminder. */
export const EmailReminder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Blue Ridge Trucking');
    await userEvent.click(
      await act(canvasElement, ['Blue Ridge Trucking', 'Lakeside Printing'], /Email to Prospect/),
    );
    await expect(await page.findByText('Mail a reminder to the 2 selected prospects?')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    const toast = await findToast('A reminder has been mailed to 2 prospects.');
    await expect(toast).toHaveTextContent('Reminder Sent');
    await expect(lastBody('prospect/email/draft')).toEqual({ ids: [1, 4] });
  },
};

/** A fallout cannot be promoted, demoted or reminded. */
export const ActionsByCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Blue Ridge Trucking');
    await userEvent.click(card(canvasElement, 'Fallouts'));
    await canvas.findByText('Desert Bloom Nursery');
    await act(canvasElement, ['Desert Bloom Nursery'], /Delete/);
    await expect(page.getByRole('menuitem', { name: /Promote to Client/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('menuitem', { name: /Demote to Fallout/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('menuitem', { name: /Email to Prospect/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('menuitem', { name: /Delete/ })).not.toHaveAttribute('aria-disabled');
  },
};

/** Promote to Client needs an advocate; with one, a ready prospect becomes a client and leaves the list. */
export const PromoteToClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Blue Ridge Trucking');
    await userEvent.click(card(canvasElement, 'Tentative Applications'));
    await canvas.findByText('Prairie Steel Works');
    await userEvent.click(await act(canvasElement, ['Prairie Steel Works'], /Promote to Client/));
    const dialog = within(await page.findByRole('dialog', { name: 'Promote to Client' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Promote to Client' }));
    await expect(await dialog.findByText('Client Advocate is required')).toBeInTheDocument();
    await expect(callsTo('prospect/status_change')).toHaveLength(0);

    await userEvent.click(dialog.getByLabelText(/Client Advocates/));
    await userEvent.click(await page.findByText('Casey Advocate'));
    await userEvent.click(dialog.getByRole('button', { name: 'Promote to Client' }));
    await expect(await findToast('Promoted to client successfully.')).toBeInTheDocument();
    await expect(lastBody('prospect/status_change')).toEqual({
      ids: [5],
      status: 1,
      selected_advocates: ['0b6f4c52-1111-4c3e-9a51-0c2f1d5e7a01'],
    });
    await waitFor(() => expect(canvas.queryByText('Prairie Steel Works')).not.toBeInTheDocument());
  },
};

/** A prospect without its business name search or signatures: the checklist dialog says which. */
export const PromoteShowsTheChecklist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Blue Ridge Trucking');
    await userEvent.click(await act(canvasElement, ['Blue Ridge Trucking'], /Promote to Client/));
    const dialog = within(await page.findByRole('dialog', { name: 'Promote to Client' }));
    await userEvent.click(dialog.getByLabelText(/Client Advocates/));
    await userEvent.click(await page.findByText('Jordan Lee'));
    await userEvent.click(dialog.getByRole('button', { name: 'Promote to Client' }));
    const checklist = within(await page.findByRole('dialog', { name: 'Promotion Checklist' }));
    await expect(checklist.getByText('Business name search recorded')).toBeInTheDocument();
    await expect(checklist.getByText(/Term sheet signed by every owner/)).toHaveTextContent(
      'Waiting for: Dana Ruiz',
    );
    await expect(canvas.getByText('Blue Ridge Trucking')).toBeInTheDocument();
  },
};

/** A row opens in the panel beside the list; its "Open full page" opens the prospect on /addprospect. */
export const RowOpensProspect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openFullPage(canvasElement, 'Lakeside Printing');
    await expect(await canvas.findByText('Opened prospect 4')).toBeInTheDocument();
  },
};

/** A double-click on a row opens its full page at once. */
export const DoubleClickOpensProspect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(await canvas.findByText('Lakeside Printing'));
    await expect(await canvas.findByText('Opened prospect 4')).toBeInTheDocument();
  },
};

/** A credit analyst reads the list: no Add New Prospect and no actions, but rows open. */
export const ViewOnly: Story = {
  args: { user: userOf('credit_analyst') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Blue Ridge Trucking');
    await expect(canvas.queryByRole('button', { name: 'Add New Prospect' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Actions/ })).not.toBeInTheDocument();
    await openFullPage(canvasElement, 'Blue Ridge Trucking');
    await expect(await canvas.findByText('Opened prospect 1')).toBeInTheDocument();
  },
};

/** No prospects in the card: the table says so. */
export const Empty: Story = {
  parameters: {
    api: prospectListHandlers([], []),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No record available.')).toBeInTheDocument();
    await expect(card(canvasElement, 'Available Prospects')).toHaveTextContent('0');
  },
};
