import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InvoiceFormPage } from '../../src/web/features/invoices/InvoiceFormPage';
import { InvoiceListPage } from '../../src/web/features/invoices/InvoiceListPage';
import { findToast } from '../kit/findToast';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { isFakeForm } from '../users/fakeServer';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { invoiceHandlers } from './fixtures';
import { dateInput, expectShown, findSaveToast, pickContacts } from './invoicePlay';
import { pickOption } from '../kit/pickOption';

const routes: StaffRoute[] = [
  { path: '/invoices', element: <InvoiceListPage /> },
  { path: '/addnewinvoice', element: <InvoiceFormPage /> },
];

const server = staffScreenServer((user) => invoiceHandlers(undefined, user));
const { lastBody, callsTo } = server;

const meta = {
  title: 'Invoices/InvoiceFormPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/addnewinvoice', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fields invoice/save received, as text. */
function savedFields(): Record<string, string> {
  const body = lastBody('invoice/save');
  if (!isFakeForm(body)) throw new Error('invoice/save was not sent as form data');
  return body.fields;
}

/** Chooses the client and the debtor as staff do. */
async function chooseParties(canvasElement: HTMLElement, debtor = 'Northwind Traders') {
  await pickOption(canvasElement, 'Client Name', 'Acme Freight Lines');
  await pickOption(canvasElement, 'Debtor Name', debtor);
}

/** Save on an empty form shows the required fields' messages and sends nothing. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Add New Invoice' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Client Name is required',
      'Debtor Name is required',
      'Debtor Contact is required',
      'Invoice No is required',
      'Invoice Amount is required',
      'Invoice Date is required',
    ]) {
      await expect(canvas.getByText(message)).toBeInTheDocument();
    }
    await expect(callsTo('invoice/save')).toHaveLength(0);
  },
};

/**
 * The terms come read-only from the client's term sheet; advance (amount × 80 %, half-up to cents)
 * and due date (invoice date + 30 − 1 days) follow what is typed, and the save sends them.
 */
export const ComputesAdvanceAndDue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Add New Invoice' });
    await chooseParties(canvasElement);
    await waitFor(() => expectShown(canvasElement, 'Net Invoice Term', '30'));
    await expectShown(canvasElement, 'Advance Percentage', '80.00');
    await expect(canvas.getByText('Available credit limit of the debtor: $5,000.00')).toBeInTheDocument();
    await pickContacts(canvasElement, ['priya.shah@northwind.example']);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Invoice No' }), '7a71234');
    await expect(canvas.getByRole('textbox', { name: 'Invoice No' })).toHaveValue('771234');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Invoice Amount' }), '2500.55');
    await userEvent.type(dateInput(canvasElement, 'Invoice Date'), '11/01/2026');
    await userEvent.tab();
    await waitFor(() => expectShown(canvasElement, 'Advance Amount', '$2,000.44'));
    await expectShown(canvasElement, 'Invoice Due Date', '11/30/2026');
    await expect(canvas.getByRole('textbox', { name: 'Advance Amount' })).toHaveAttribute('readonly');
    await expect(canvas.getByText('priya.shah@northwind.example')).toBeInTheDocument();
    await expect(dateInput(canvasElement, 'Invoice Date')).toHaveValue('11/01/2026');

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('invoice/save')).toHaveLength(1));
    await expect(await findSaveToast('invoice has been created successfully.')).toBeInTheDocument();
    await expect(savedFields()).toMatchObject({
      prospect_id: '7',
      debtor_id: '3',
      debtor_contact: '["priya.shah@northwind.example"]',
      invoice_no: '771234',
      invoice_amount: '2500.55',
      invoice_date: '2026-11-01',
      net_invoice_term: '30',
      invoice_due_date: '2026-11-30',
      advance_percentage: '80.00',
      advance_amount: '2000.44',
      status: '1',
      payment_type: '2',
    });
    await expect(await canvas.findByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
  },
};

/** An amount above the debtor's available credit shows the warning and keeps Save off. */
export const CreditLimitBlocksSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Add New Invoice' });
    await chooseParties(canvasElement, 'Pier Nine Foods');
    await expect(
      await canvas.findByText('Available credit limit of the debtor: $500.00'),
    ).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Invoice Amount' }), '500.01');
    await expect(
      await canvas.findByText("Invoice amount cannot be greater than debtor's available credit limit"),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Invoice Amount' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Invoice Amount' }), '500');
    await waitFor(() =>
      expect(
        canvas.queryByText("Invoice amount cannot be greater than debtor's available credit limit"),
      ).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** A number of a funded invoice with nothing owed is offered for Zero Funding; accepting copies it and locks the number. */
export const ZeroFunding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await canvas.findByRole('heading', { name: 'Add New Invoice' });
    await chooseParties(canvasElement);
    await waitFor(() => expectShown(canvasElement, 'Net Invoice Term', '30'));
    const number = canvas.getByRole('textbox', { name: 'Invoice No' });

    await userEvent.type(number, '424242');
    await userEvent.tab();
    await expect(
      await findToast('This invoice number already exists for this client and debtor.'),
    ).toBeInTheDocument();
    await expect(number).toHaveValue('');

    await userEvent.type(number, '654321');
    await userEvent.tab();
    const dialog = within(await page.findByRole('alertdialog', { name: 'Zero Funding' }));
    await expect(
      dialog.getByText(/It can be entered again as 654321-1 for zero funding/),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await expect(number).toHaveValue('654321-1');
    await expect(number).toHaveAttribute('readonly');
    await expectShown(canvasElement, 'Invoice Amount', '$1,200.00');
    await expectShown(canvasElement, 'Invoice Date', '10/01/2026');
    await waitFor(() => expectShown(canvasElement, 'Advance Amount', '$0.00'));
    await expectShown(canvasElement, 'Invoice Due Date', '10/30/2026');
    await expect(lastBody('invoice/check_unique')).toEqual({
      invoice_no: '654321',
      prospect_id: 7,
      debtor_id: 3,
    });
  },
};

/** Closing the Zero Funding dialog clears the number. */
export const ZeroFundingDeclined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await canvas.findByRole('heading', { name: 'Add New Invoice' });
    await chooseParties(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Invoice No' }), '654321');
    await userEvent.tab();
    const dialog = within(await page.findByRole('alertdialog', { name: 'Zero Funding' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('textbox', { name: 'Invoice No' })).toHaveValue('');
  },
};

/** The debtor approves a pending invoice and returns to the list; it may not change the amount. */
export const DebtorApproves: Story = {
  args: { user: userOf('debtor'), state: { id: 101 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit Invoice' })).toBeInTheDocument();
    await expect(await canvas.findByRole('textbox', { name: 'Invoice Amount' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Expected Payment Mode' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Deny' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(await findToast('Invoice has been approved successfully.')).toBeInTheDocument();
    await expect(lastBody('invoice/status_change')).toEqual({ ids: [101], status: 2 });
    await expect(await canvas.findByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
  },
};

/**
 * A debtor user's invoice shows what it owes and nothing of the client's terms (the server sends
 * none, and the form's lookups of terms and credit are never asked); it keeps its expected payment
 * mode and note up itself.
 */
export const DebtorKeepsPaymentModeAndNote: Story = {
  args: { user: userOf('debtor'), state: { id: 101 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Invoice No' })).toBeDisabled();
    for (const label of ['Advance Percentage', 'Advance Amount', 'Net Invoice Term']) {
      await expect(canvas.queryByRole('textbox', { name: label })).not.toBeInTheDocument();
    }
    await expect(canvas.queryByText(/Available credit limit/)).not.toBeInTheDocument();
    await expect(callsTo('invoice/client_terms')).toHaveLength(0);
    await expect(callsTo('invoice/debtor_credit')).toHaveLength(0);

    await pickOption(canvasElement, 'Expected Payment Mode', 'Wire');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), ' Paying Friday');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findSaveToast('Invoice Updated.')).toBeInTheDocument();
    await expect(lastBody('invoice/debtor_update')).toMatchObject({
      id: 101,
      Tentative_payment_mode: 'Wire',
    });
    await expect(callsTo('invoice/save')).toHaveLength(0);
  },
};

/** An approved invoice can still be denied, not approved again. */
export const DebtorDenies: Story = {
  args: { user: userOf('debtor'), state: { id: 102 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Approve' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Deny' }));
    await expect(await findToast('Invoice has been denied successfully.')).toBeInTheDocument();
    await expect(lastBody('invoice/status_change')).toEqual({ ids: [102], status: 3 });
  },
};

/** A funded invoice is neither approved nor denied any more, and reads only. */
export const FundedInvoice: Story = {
  args: { user: userOf('debtor'), state: { id: 104 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Deny' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

/** A client user's own company is chosen and locked; commitment date and payment mode are not its to set. */
export const ClientUser: Story = {
  args: { user: userOf('client') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const client = await canvas.findByRole('button', { name: 'Client Name' });
    await waitFor(() => expect(client).toHaveTextContent('Acme Freight Lines'));
    await expect(client).toBeDisabled();
    await expect(dateInput(canvasElement, 'Commitment Date')).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Expected Payment Mode' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Debtor Name' })).toBeEnabled();
  },
};
