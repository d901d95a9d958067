import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { ScheduleFormPage } from '../../src/web/features/schedules/ScheduleFormPage';
import { ScheduleListPage } from '../../src/web/features/schedules/ScheduleListPage';
import { findToast } from '../kit/findToast';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { invoiceHandlers } from '../invoices/fixtures';
import { dateInput, expectShown, findSaveToast, pickContacts } from '../invoices/invoicePlay';
import { scheduleHandlers } from './fixtures';
import { pickOption } from '../kit/pickOption';

const routes: StaffRoute[] = [
  { path: '/scheduleofassignment', element: <ScheduleListPage /> },
  { path: '/addnewscheduleofassignment', element: <ScheduleFormPage /> },
];

const server = staffScreenServer((user) => ({ ...invoiceHandlers(undefined, user), ...scheduleHandlers() }));
const { lastBody, callsTo } = server;

const meta = {
  title: 'Schedules/ScheduleFormPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/addnewscheduleofassignment', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The section of the form holding invoice row `position`. */
function rowSection(canvasElement: HTMLElement, position: number): HTMLElement {
  return within(canvasElement).getByRole('region', { name: `Invoice ${position}` });
}

/** Fills one row: debtor, a contact, number, date and amount. */
async function fillRow(
  canvasElement: HTMLElement,
  position: number,
  values: { debtor: string; contact: string; invoiceNo: string; amount: string },
) {
  const section = rowSection(canvasElement, position);
  const fields = within(section);
  await pickOption(section, 'Debtor Name', values.debtor);
  await pickContacts(section, [values.contact]);
  await userEvent.type(fields.getByRole('textbox', { name: 'Invoice No' }), values.invoiceNo);
  await userEvent.type(dateInput(section, 'Invoice Date'), '11/01/2026');
  await userEvent.clear(fields.getByRole('textbox', { name: 'Invoice Amount' }));
  await userEvent.type(fields.getByRole('textbox', { name: 'Invoice Amount' }), values.amount);
  await userEvent.tab();
}

async function chooseAcme(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Add New Schedule' });
  await pickOption(canvasElement, 'Client Name', 'Acme Freight Lines');
  await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Schedule No' })).toHaveValue('14'));
}

/** A new schedule of two rows: the number comes from the server, the terms fill each row, the save sends the rows. */
export const AddSchedule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAcme(canvasElement);
    await fillRow(canvasElement, 1, {
      debtor: 'Northwind Traders',
      contact: 'dan.debtor@northwind.example',
      invoiceNo: '300001',
      amount: '1000',
    });
    await waitFor(() => expectShown(rowSection(canvasElement, 1), 'Advance Amount', '$800.00'));
    await expectShown(rowSection(canvasElement, 1), 'Invoice Due Date', '11/30/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Add More +' }));
    await expect(
      within(rowSection(canvasElement, 2)).getByRole('button', { name: 'Remove invoice 2' }),
    ).toBeInTheDocument();
    await expect(
      within(rowSection(canvasElement, 1)).queryByRole('button', { name: 'Remove invoice 1' }),
    ).not.toBeInTheDocument();
    await fillRow(canvasElement, 2, {
      debtor: 'Pier Nine Foods',
      contact: 'ap@pierninefoods.example',
      invoiceNo: '300002',
      amount: '400',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findSaveToast('schedule has been created successfully.')).toBeInTheDocument();
    const body = lastBody('schedule/save') as {
      prospect_id: number;
      schedule_no: number;
      invoices: Record<string, unknown>[];
    };
    await expect(body).toMatchObject({ prospect_id: 7, schedule_no: 14 });
    await expect(body.invoices).toHaveLength(2);
    await expect(body.invoices[0]).toMatchObject({
      debtor_id: 3,
      debtor_contact: ['dan.debtor@northwind.example'],
      invoice_no: '300001',
      invoice_amount: '1000.00',
      invoice_date: '2026-11-01',
      advance_amount: '800.00',
      invoice_due_date: '2026-11-30',
      status: 1,
      payment_type: 2,
    });
    await expect(await canvas.findByRole('heading', { name: 'Schedule of Assignment' })).toBeInTheDocument();
  },
};

/** Rows of one debtor together may not exceed its available credit: the warning names it and Save stays off. */
export const PerDebtorCreditLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAcme(canvasElement);
    await fillRow(canvasElement, 1, {
      debtor: 'Pier Nine Foods',
      contact: 'ap@pierninefoods.example',
      invoiceNo: '300011',
      amount: '300',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Add More +' }));
    await fillRow(canvasElement, 2, {
      debtor: 'Pier Nine Foods',
      contact: 'ap@pierninefoods.example',
      invoiceNo: '300012',
      amount: '250',
    });
    const warning = "Invoice amount cannot be greater than debtor's available credit limit($500.00).";
    await expect((await canvas.findAllByText(warning)).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    const second = within(rowSection(canvasElement, 2)).getByRole('textbox', { name: 'Invoice Amount' });
    await userEvent.clear(second);
    await userEvent.type(second, '200');
    await waitFor(() => expect(canvas.queryByText(warning)).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** The same invoice number twice (before a dash) is refused at the later row, and nothing is sent. */
export const InvoiceInOneScheduleOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAcme(canvasElement);
    await fillRow(canvasElement, 1, {
      debtor: 'Northwind Traders',
      contact: 'dan.debtor@northwind.example',
      invoiceNo: '300021',
      amount: '100',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Add More +' }));
    await fillRow(canvasElement, 2, {
      debtor: 'Pier Nine Foods',
      contact: 'ap@pierninefoods.example',
      invoiceNo: '300021',
      amount: '100',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      within(rowSection(canvasElement, 2)).getByText(
        'Invoice can be only be part of a single Schedule, invoice should be unique',
      ),
    ).toBeInTheDocument();
    await expect(
      within(rowSection(canvasElement, 1)).queryByText(
        'Invoice can be only be part of a single Schedule, invoice should be unique',
      ),
    ).not.toBeInTheDocument();
    await expect(callsTo('schedule/save')).toHaveLength(0);
  },
};

/** At most 25 invoice rows: the 26th is refused with the Limit toast. */
export const TwentyFiveRowsAtMost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAcme(canvasElement);
    const addMore = canvas.getByRole('button', { name: 'Add More +' });
    // Plain clicks: 24 rows typed out one by one would only make the story slow.
    for (let rows = 1; rows < 25; rows += 1) fireEvent.click(addMore);
    await expect(canvas.getByRole('region', { name: 'Invoice 25' })).toBeInTheDocument();
    await userEvent.click(addMore);
    await expect(await findToast('Only 25 invoices are allowed.')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Invoice 26' })).not.toBeInTheDocument();
  },
};

/** Removing a saved row asks, then takes the invoice out of the schedule on the server. */
export const RemoveSavedRow: Story = {
  args: { state: { id: 41 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await expect(await canvas.findByRole('heading', { name: 'Edit Schedule' })).toBeInTheDocument();
    // The heading shows while the schedule loads; the form follows.
    await expect(await canvas.findByRole('button', { name: 'Client Name' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Schedule No' })).toHaveValue('12');
    await userEvent.click(
      within(rowSection(canvasElement, 2)).getByRole('button', { name: 'Remove invoice 2' }),
    );
    await userEvent.click(await page.findByRole('button', { name: 'Yes' }));
    await expect(await findToast('Invoice has been removed from the schedule.')).toBeInTheDocument();
    await expect(lastBody('schedule/invoice/delete')).toEqual({ schedule_id: [41], id: [108] });
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Invoice 2' })).not.toBeInTheDocument());
  },
};

/**
 * A verified schedule takes no new invoice: the form says why and offers no Add More, but its saved
 * rows may still be edited (the edited invoice then waits as unverified).
 */
export const VerifiedScheduleTakesNoNewRow: Story = {
  args: { state: { id: 42 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit Schedule' })).toBeInTheDocument();
    await expect(
      await canvas.findByText(
        'Schedule No 13 has been verified: it takes no new invoice unless its verification is reverted.',
      ),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add More +' })).not.toBeInTheDocument();
    const amount = within(rowSection(canvasElement, 1)).getByRole('textbox', { name: 'Invoice Amount' });
    await expect(amount).toBeEnabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '900');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findSaveToast('schedule has been updated successfully.')).toBeInTheDocument();
    const sent = lastBody('schedule/save') as { id: number; invoices: { id?: number }[] };
    await expect(sent.id).toBe(42);
    await expect(sent.invoices.map((row) => row.id)).toEqual([104, 105]);
  },
};

/** A deleted schedule opens as View Schedule: everything read-only, no Save. */
export const ViewOnlyDeletedSchedule: Story = {
  args: { state: { id: 52 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'View Schedule' })).toBeInTheDocument();
    await expect(
      canvas.getByText('This schedule has been deleted: it can only be viewed.'),
    ).toBeInTheDocument();
    const row = within(rowSection(canvasElement, 1));
    await expect(row.getByRole('textbox', { name: 'Invoice No' })).toBeDisabled();
    await expect(row.getByRole('textbox', { name: 'Invoice Amount' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add More +' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  },
};
