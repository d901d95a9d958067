import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { collectionEndpoints as e } from '../../src/shared/contract/collections';
import { messages } from '../../src/shared/messages';
import { AddCollectionPage } from '../../src/web/features/collections/AddCollectionPage';
import { findToast } from '../kit/findToast';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { isFakeForm } from '../users/fakeServer';
import {
  chooseType,
  choosePair,
  expectRefused,
  payByCheck,
  save,
  settleRow,
  typeInto,
} from './collectionPlay';
import { collectionHandlers } from './fixtures';

const routes: StaffRoute[] = [
  { path: '/addnewcollection', element: <AddCollectionPage /> },
  { path: '/collections', element: <h1>Collections list</h1> },
];
const server = staffScreenServer((user) => collectionHandlers(user));
const page = within(document.body);
const C = messages.collection;
const S = messages.collectionScreen;

const meta = {
  title: 'Collections/AddCollectionPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/addnewcollection', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => server.beforeEach(context),
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fields of the last save, as the multipart carried them. */
function lastSave(): Record<string, string> {
  const body = server.lastBody(e.save.path);
  if (!isFakeForm(body)) throw new Error('no multipart save');
  return body.fields;
}

/** Against invoices: both invoices paid in full by check, saved once, back to the list with the toast. */
export const AgainstInvoice: Story = {
  play: async () => {
    await page.findByRole('button', { name: C.againstInvoice });
    await chooseType(C.againstInvoice);
    await choosePair();
    await waitFor(() =>
      expect(server.lastBody(e.invoices.path)).toEqual({ prospect_id: 7, debtor_id: 9, collection_type: 1 }),
    );
    await settleRow('INV-1001', '1000');
    await settleRow('INV-1002', '500');
    await typeInto(S.amount, '1500');
    await payByCheck();
    await save();
    await expect(await findToast(C.completed)).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo(e.save.path)).toHaveLength(1));
    await expect(lastSave()).toMatchObject({
      prospect_id: '7',
      debtor_id: '9',
      collection_type: '1',
      amount: '1500.00',
      payment_type: '1',
      check_number: 'CHK778',
      check_date: '2026-10-06',
      check_deposit_date: '2026-10-07',
      posting_date: '2026-10-08',
    });
    await expect(JSON.parse(lastSave().invoices ?? '[]')).toEqual([
      { id: 11, kind: 'invoice', collected_amount: '1000.00', uc: '0.00', move_to_cb: false },
      { id: 12, kind: 'invoice', collected_amount: '500.00', uc: '0.00', move_to_cb: false },
    ]);
    await page.findByRole('heading', { name: 'Collections list' });
  },
};

/** Against a chargeback: only the chargeback is offered; its cash must equal the amount. */
export const AgainstChargeback: Story = {
  play: async () => {
    await chooseType(C.againstChargeback);
    await choosePair();
    await expect(page.queryByLabelText(`${S.select} INV-1001`)).not.toBeInTheDocument();
    await settleRow('INV-0900', '300');
    await typeInto(S.amount, '250');
    await payByCheck();
    await save();
    await expectRefused(C.amountsNotMatching);
    await expect(server.callsTo(e.save.path)).toHaveLength(0);
    await typeInto(S.amount, '300');
    await save();
    await expect(await findToast(C.completed)).toBeInTheDocument();
  },
};

/** Against CB & invoices: every mismatch says so in the spec's words, and nothing is sent. */
export const MismatchMessages: Story = {
  play: async () => {
    await chooseType(C.againstChargebackAndInvoices);
    await choosePair();
    await settleRow('INV-1001', '1000');
    await typeInto(S.amount, '1000');
    await save();
    await expectRefused(C.selectAtLeastOne, C.attachmentRequired);
    await settleRow('INV-0900', '300');
    await typeInto(S.chargebacksAmount, '200');
    await typeInto(S.totalAmount, '1100');
    await save();
    await expectRefused(C.amountsEnteredMismatch, C.totalMismatch);
    await expect(server.callsTo(e.save.path)).toHaveLength(0);
  },
};

/** Changing the type empties the form. */
export const ChangingTypeResets: Story = {
  play: async () => {
    await chooseType(C.againstInvoice);
    await choosePair();
    await settleRow('INV-1001', '1000');
    await chooseType(C.againstChargeback);
    await expect(page.queryByRole('table', { name: S.rowsTable })).not.toBeInTheDocument();
  },
};

/** Less than the invoices: the warning, then the unapplied cash settles the rest of INV-1001. */
export const SettlingUnappliedCash: Story = {
  play: async () => {
    await chooseType(C.againstInvoice);
    await choosePair();
    await settleRow('INV-1001', '900');
    await typeInto(S.amount, '900');
    await expect(await page.findByText(C.amountBelowInvoices)).toBeInTheDocument();
    await userEvent.click(page.getByRole('checkbox', { name: S.settleUc }));
    await typeInto(`${S.uc} INV-1001`, '150');
    await waitFor(() =>
      expect(page.getByLabelText(`${S.uc} INV-1001`, { selector: 'input' })).toHaveValue('$100.00'),
    );
    await payByCheck();
    await save();
    await expect(await findToast(C.completed)).toBeInTheDocument();
    await expect(lastSave().uc_collected).toBe('100.00');
    await expect(JSON.parse(lastSave().invoices ?? '[]')).toEqual([
      { id: 11, kind: 'invoice', collected_amount: '900.00', uc: '100.00', move_to_cb: false },
    ]);
  },
};

/** The server refuses the save: its message shows, the form stays, and Save sends it again. */
export const RefusedSave: Story = {
  parameters: {
    api: {
      [e.save.path]: () => ({
        status: 409,
        body: { status: false, message: 'Invoice INV-1001 has a balance of $900.00.' },
      }),
    },
  },
  play: async () => {
    await chooseType(C.againstInvoice);
    await choosePair();
    await settleRow('INV-1001', '1000');
    await typeInto(S.amount, '1000');
    await payByCheck();
    await save();
    await expectRefused('Invoice INV-1001 has a balance of $900.00.');
    await expect(page.getByRole('form', { name: C.addNew })).toBeInTheDocument();
    await save();
    await waitFor(() => expect(server.callsTo(e.save.path)).toHaveLength(2));
  },
};

/** A client user collects for its own company: the client is chosen and locked. */
export const ClientUser: Story = {
  args: { user: userOf('client') },
  play: async () => {
    await chooseType(C.againstInvoice);
    const client = await page
      .findByRole('button', { name: /Client Name/ })
      .catch(() => page.findByRole('combobox', { name: /Client Name/ }));
    await waitFor(() => expect(client).toHaveTextContent('Acme Freight Lines'));
    await expect(client).toBeDisabled();
  },
};

/** Cancel with something entered asks first: No stays on the form, Yes goes back to the list. */
export const CancelAsks: Story = {
  play: async () => {
    await chooseType(C.againstInvoice);
    await choosePair();
    await settleRow('INV-1001', '1000');
    await userEvent.click(page.getByRole('button', { name: messages.common.cancel }));
    await expect(await page.findByText(messages.confirm.unsavedChanges)).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'No' }));
    await expect(page.getByRole('form', { name: C.addNew })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: messages.common.cancel }));
    await userEvent.click(await page.findByRole('button', { name: 'Yes' }));
    await page.findByRole('heading', { name: 'Collections list' });
    await expect(server.callsTo(e.save.path)).toHaveLength(0);
  },
};
