import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ClientChecklistPage } from '../../src/web/features/underwriting/ClientChecklistPage';
import { userOf } from '../shell/fixtures';
import { findToast } from '../kit/findToast';
import { pickOption } from '../kit/pickOption';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { underwritingHandlers } from './fixtures';

const routes: StaffRoute[] = [{ path: '/clientchecklist', element: <ClientChecklistPage /> }];

const server = staffScreenServer((user) => underwritingHandlers(user));
const { lastBody } = server;
const page = within(document.body);

/** Picks the client in the dropdown. */
async function chooseClient(canvasElement: HTMLElement, name: string) {
  await within(canvasElement).findByRole('button', { name: 'Client Name' });
  await pickOption(canvasElement, 'Client Name', name);
}

const meta = {
  title: 'Underwriting/ClientChecklistPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/clientchecklist', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Staff pick a client: its verticals, the progress (2 of 4 checked = 50 %), the documents vertical locked. */
export const ChecklistOfAClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Choose a client to see its underwriting checklist.'),
    ).toBeInTheDocument();
    await chooseClient(canvasElement, 'Blue Ridge Trucking');
    await expect(await canvas.findByText('50% complete')).toBeInTheDocument();
    const documents = within(canvas.getByRole('region', { name: 'Underwriting Documents' }));
    await expect(documents.getByRole('checkbox', { name: 'Owner ID' })).toBeDisabled();
    await expect(documents.queryByRole('button', { name: /Edit Task/ })).not.toBeInTheDocument();
    await expect(documents.queryByRole('button', { name: /menu/ })).not.toBeInTheDocument();
    const credit = within(canvas.getByRole('region', { name: 'Credit Review' }));
    await expect(credit.getByRole('checkbox', { name: 'Pull credit report' })).toBeChecked();
    await userEvent.click(credit.getByRole('checkbox', { name: 'Pull credit report' }));
    await expect(await findToast('Task has been updated successfully.')).toBeInTheDocument();
    await expect(lastBody('underwriting/task/update')).toEqual({ id: 200, status: 0 });
    await expect(await canvas.findByText('25% complete')).toBeInTheDocument();
  },
};

/** A vertical title taken already (whatever its case) is refused with the spec's message. */
export const UniqueVerticalTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseClient(canvasElement, 'Blue Ridge Trucking');
    await canvas.findByText('50% complete');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Vertical' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add Vertical' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Vertical Title is required')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /Vertical Title/ }), 'credit review');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await findToast('Vertical Title should be unique.')).toHaveTextContent('Validation Failed');
    await userEvent.clear(dialog.getByRole('textbox', { name: /Vertical Title/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Vertical Title/ }), 'Legal');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await findToast('Vertical has been created successfully.')).toBeInTheDocument();
    await expect(await canvas.findByRole('region', { name: 'Legal' })).toBeInTheDocument();
  },
};

/** Deleting a vertical warns that its tasks go with it. */
export const DeleteVerticalWarns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseClient(canvasElement, 'Blue Ridge Trucking');
    await canvas.findByText('50% complete');
    await userEvent.click(canvas.getByRole('button', { name: 'Credit Review menu' }));
    await userEvent.click(await page.findByRole('menuitem', { name: /Delete Vertical/ }));
    const question = within(await page.findByRole('alertdialog'));
    await expect(
      question.getByText('Deleting this vertical also deletes all of its tasks.'),
    ).toBeInTheDocument();
    await userEvent.click(question.getByRole('button', { name: 'Yes' }));
    await expect(await findToast('Vertical has been deleted successfully.')).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Credit Review' })).not.toBeInTheDocument(),
    );
  },
};

/** A client user: its company chosen and locked, the checklist read-only (its role holds view only). */
export const ClientUserReadOnly: Story = {
  args: { user: userOf('client') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('50% complete')).toBeInTheDocument();
    await expect(lastBody('underwriting/fetch')).toEqual({ prospect_id: 7 });
    await expect(canvas.queryByRole('button', { name: 'Add Vertical' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Pull credit report' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Credit Review menu' })).not.toBeInTheDocument();
  },
};
