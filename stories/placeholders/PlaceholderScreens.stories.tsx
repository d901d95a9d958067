import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../src/shared/messages';
import { placeholderMessages as M } from '../../src/shared/messages/placeholders';
import { BankAccountsPage } from '../../src/web/features/placeholders/BankAccountsPage';
import { DepositsPage } from '../../src/web/features/placeholders/DepositsPage';
import { ReceivingAccountsPage } from '../../src/web/features/placeholders/ReceivingAccountsPage';
import type { FakeApi } from '../shell/fakeApi';
import { shellHandlers, userOf } from '../shell/fixtures';
import { findToast } from '../kit/findToast';
import { rowOf } from '../kit/rowOf';
import { installFakeServer } from '../users/fakeServer';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';

const routes: StaffRoute[] = [
  { path: '/deposits', element: <DepositsPage /> },
  { path: '/receivingaccounts', element: <ReceivingAccountsPage /> },
  { path: '/bankaccounts', element: <BankAccountsPage /> },
  { path: '/home', element: <p>The user's home</p> },
];
const page = within(document.body);
let api: FakeApi | undefined;

/** The calls made since `from` (the shell's own, made as it opened, come before). */
const callsSince = (from: number) => api?.calls.slice(from) ?? [];

/** Waits out the 3 s loader until the list shows `firstCell`; returns how many calls the shell had made. */
async function listShown(canvasElement: HTMLElement, title: string, firstCell: string): Promise<number> {
  const table = await within(canvasElement).findByRole('table', { name: title });
  await within(table).findByText(firstCell, undefined, { timeout: 8_000 });
  return api?.calls.length ?? 0;
}

async function openDialog(button: string): Promise<ReturnType<typeof within>> {
  await userEvent.click(page.getByRole('button', { name: button }));
  const dialog = within(await page.findByRole('dialog', { name: button }));
  await expect(dialog.getByText(M.dialogNotice)).toBeInTheDocument();
  return dialog;
}

const meta = {
  title: 'Placeholders/PlaceholderScreens',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/deposits', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ args }) => {
    api = installFakeServer(shellHandlers(args.user));
    return () => api?.restore();
  },
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Deposits: a loader first, then the sample rows with the spec's columns, said to be samples. */
export const DepositsAfterTheLoader: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: messages.common.loading })).toBeInTheDocument();
    await listShown(canvasElement, M.deposits.title, 'DEP-1001');
    const table = canvas.getByRole('table', { name: M.deposits.title });
    for (const header of Object.values(M.deposits.columns)) {
      await expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    await expect(within(rowOf(canvasElement, 'DEP-1001')).getByText('$12,500.00')).toBeInTheDocument();
    await expect(canvas.getByText(M.sampleNotice)).toBeInTheDocument();
    await expect(canvas.queryByRole('status', { name: messages.common.loading })).not.toBeInTheDocument();
  },
};

/** Add New Deposit saved empty: each required field says so, and nothing is sent. */
export const AddDepositAsksForTheRequired: Story = {
  play: async ({ canvasElement }) => {
    const before = await listShown(canvasElement, M.deposits.title, 'DEP-1001');
    const dialog = await openDialog(M.addDeposit);
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    // Invoice, sender and description are typed; date, receiving account, type and attachment picked.
    await waitFor(() => expect(dialog.getAllByText(M.fieldRequired)).toHaveLength(3));
    await expect(dialog.getAllByText(M.required)).toHaveLength(4);
    await expect(callsSince(before)).toEqual([]);
  },
};

/** A row's edit opens it filled in; Save checks it, says nothing was saved, and sends nothing. */
export const EditDepositSavesNothing: Story = {
  play: async ({ canvasElement }) => {
    const before = await listShown(canvasElement, M.deposits.title, 'DEP-1003');
    await userEvent.click(page.getByRole('button', { name: M.editDepositOf('DEP-1003') }));
    const dialog = within(await page.findByRole('dialog', { name: M.editDeposit }));
    await expect(dialog.getByDisplayValue('Summit Hardware Supply')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    await expect(await findToast(M.notSaved.message)).toBeInTheDocument();
    await waitFor(() => expect(page.queryByRole('dialog', { name: M.editDeposit })).not.toBeInTheDocument());
    await expect(callsSince(before)).toEqual([]);
  },
};

/** Receiving account: number, title, bank name and description required; closing it with changes asks first. */
export const AddReceivingAccount: Story = {
  args: { path: '/receivingaccounts' },
  play: async ({ canvasElement }) => {
    const before = await listShown(canvasElement, M.receivingAccounts.title, '000123456789');
    const dialog = await openDialog(M.addReceivingAccount);
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    await waitFor(() => expect(dialog.getAllByText(M.fieldRequired)).toHaveLength(4));
    await userEvent.type(
      dialog.getByRole('textbox', { name: new RegExp(M.receivingAccounts.fields.title) }),
      'Payroll',
    );
    // Its close button (and Escape) asks first; Cancel is the kit's deliberate discard.
    await userEvent.click(dialog.getByRole('button', { name: messages.common.close }));
    const question = within(await page.findByRole('alertdialog'));
    await expect(question.getByText(messages.confirm.unsavedChanges)).toBeInTheDocument();
    await userEvent.click(question.getByRole('button', { name: messages.common.yes }));
    await waitFor(() =>
      expect(page.queryByRole('dialog', { name: M.addReceivingAccount })).not.toBeInTheDocument(),
    );
    await expect(callsSince(before)).toEqual([]);
  },
};

/** Bank account: bank name and country required. */
export const AddBankAccount: Story = {
  args: { path: '/bankaccounts' },
  play: async ({ canvasElement }) => {
    const before = await listShown(canvasElement, M.bankAccounts.title, 'First Harbor Bank');
    const dialog = await openDialog(M.addBankAccount);
    await userEvent.click(dialog.getByRole('button', { name: messages.common.save }));
    await expect(await dialog.findByText(M.fieldRequired)).toBeInTheDocument();
    await expect(dialog.getAllByText(M.required)).toHaveLength(1);
    await expect(callsSince(before)).toEqual([]);
  },
};

/** A client user is not staff: the screen sends it home. */
export const ClientIsSentHome: Story = {
  args: { user: userOf('client') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("The user's home")).toBeInTheDocument();
    await expect(
      within(canvasElement).queryByRole('table', { name: M.deposits.title }),
    ).not.toBeInTheDocument();
  },
};
