import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { approvalMessages } from '../../src/shared/contract/approvals';
import { messages } from '../../src/shared/messages';
import { ScheduleOfFundingPage } from '../../src/web/features/funding/ScheduleOfFundingPage';
import { findToast } from '../kit/findToast';
import { rowOf } from '../kit/rowOf';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { fundingHandlers } from './fixtures';
import { kebabItem, runAction, selectSchedule, typeDate, typeText } from './fundingPlay';
import { recordIdempotencyKeys } from './idempotencyKeys';
import { toastShowing } from '../schedules/workflows/toastShowing';
import { pickOption } from '../kit/pickOption';

const routes: StaffRoute[] = [{ path: '/scheduleoffunding', element: <ScheduleOfFundingPage /> }];
const server = staffScreenServer((user) => fundingHandlers(user));
const { lastBody, callsTo } = server;
const page = within(document.body);
let keys: ReturnType<typeof recordIdempotencyKeys> | undefined;

const meta = {
  title: 'Funding/ScheduleOfFundingPage',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/scheduleoffunding', routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => {
    const takeDown = server.beforeEach(context);
    keys = recordIdempotencyKeys();
    return () => {
      keys?.restore();
      takeDown();
    };
  },
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const S = messages.funding.screens;
const PW = messages.funding.workflows;

/** Opens Post Payment on schedule 12 and waits for its form. */
async function openPostPayment(canvasElement: HTMLElement) {
  await within(canvasElement).findByText('12');
  await selectSchedule(canvasElement, '12');
  await runAction(canvasElement, messages.funding.postPayment);
  const dialog = within(await page.findByRole('dialog'));
  await dialog.findByText(S.remainingAmount);
  await waitFor(() => expect(lastBody('schedule/payment_info')).toEqual({ id: 21 }));
  return dialog;
}

/** Fills the form for a payment of `amount` by `type`, dated after the invoices. */
async function fillPayment(
  dialog: ReturnType<typeof within>,
  type: 'ACH' | 'Check' | 'Wire',
  amount: string,
) {
  await pickOption(dialog, PW.labels.paymentType, type);
  await typeDate(dialog, PW.labels.scheduleFundDate, '10/05/2026');
  const numberLabel = { ACH: 'Routing No', Check: 'Check No', Wire: 'Transaction No' }[type];
  await typeText(dialog, numberLabel, `${type.toUpperCase()}778`);
  await typeDate(dialog, { ACH: 'ACH Date', Check: 'Check Date', Wire: 'Wire Date' }[type], '10/06/2026');
  if (type !== 'Wire') await typeDate(dialog, PW.labels.depositDate, '10/07/2026');
  await typeDate(dialog, PW.labels.postingDate, '10/08/2026');
  await typeText(dialog, PW.labels.amount, amount);
}

/** The schedule's payment, posted once with the dialog's key, then the funded toast. */
async function expectPosted(expected: Record<string, unknown>) {
  await waitFor(() => expect(callsTo('schedule/payment/save')).toHaveLength(1));
  await expect(lastBody('schedule/payment/save')).toMatchObject({ schedule_id: 21, ...expected });
  const sent = keys?.keysFor('schedule/payment/save') ?? [];
  await expect(sent).toHaveLength(1);
  await expect(sent[0]).toMatch(/^[\w-]{8,}$/);
  await expect(await findToast(messages.funding.paymentFunded)).toBeInTheDocument();
  await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
}

/**
 * Verified schedules with their funding state; the include toggle adds the deleted one; the search
 * box sends its text after a pause.
 */
export const StaffList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('12');
    await expect(lastBody('schedule/funding/fetch')).toEqual({
      page: 1,
      per_page: 10,
      search_text: '',
      show_all: false,
    });
    await expect(within(rowOf(canvasElement, '12')).getByText(S.states.verified)).toBeInTheDocument();
    await expect(within(rowOf(canvasElement, '13')).getByText(S.states.partlyPaid)).toBeInTheDocument();
    await expect(within(rowOf(canvasElement, '14')).getByText(S.states.funded)).toBeInTheDocument();
    await expect(within(rowOf(canvasElement, '12')).getByText('$2,660.00')).toBeInTheDocument();
    await expect(canvas.queryByText('15')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('checkbox', { name: S.includeTerminated }));
    await expect(await canvas.findByText('15')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox', { name: S.searchPlaceholder }), 'bayside');
    await waitFor(() =>
      expect(lastBody('schedule/funding/fetch')).toMatchObject({ search_text: 'bayside', page: 1 }),
    );
    await waitFor(() => expect(canvas.queryByText('12')).not.toBeInTheDocument());
  },
};

/** A client user sees its own schedules without the client column or the toggle, and cannot post. */
export const ClientList: Story = {
  args: { user: userOf('client') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('12');
    await expect(canvas.queryByRole('checkbox', { name: S.includeTerminated })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('columnheader', { name: new RegExp(S.columns.client) }),
    ).not.toBeInTheDocument();
    await expect(lastBody('schedule/funding/fetch')).toEqual({ page: 1, per_page: 10, search_text: '' });
    await selectSchedule(canvasElement, '13');
    await expect(await kebabItem(canvasElement, messages.funding.showPayment)).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(
      page.queryByRole('menuitem', { name: new RegExp(messages.funding.postPayment) }),
    ).not.toBeInTheDocument();
  },
};

/**
 * The kebab follows the lifecycle: Post Payment while something remains, Revert Verification
 * before funding, Revert Funding after it, neither with chargebacks settled.
 */
export const KebabFollowsTheLifecycle: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('12');
    const states = async () => ({
      post: (await kebabItem(canvasElement, messages.funding.postPayment)).getAttribute('aria-disabled'),
      verification: page
        .getByRole('menuitem', { name: new RegExp(messages.funding.revertVerification) })
        .getAttribute('aria-disabled'),
      funding: page
        .getByRole('menuitem', { name: new RegExp(messages.funding.revertFunding) })
        .getAttribute('aria-disabled'),
    });
    await expect(await states()).toEqual({ post: 'true', verification: 'true', funding: 'true' });
    await userEvent.keyboard('{Escape}');

    await selectSchedule(canvasElement, '12');
    await expect(await states()).toEqual({ post: null, verification: null, funding: 'true' });
    await userEvent.keyboard('{Escape}');
    await selectSchedule(canvasElement, '12');
    await selectSchedule(canvasElement, '13');
    await expect(await states()).toEqual({ post: null, verification: 'true', funding: null });
    await userEvent.keyboard('{Escape}');
    await selectSchedule(canvasElement, '13');
    await selectSchedule(canvasElement, '14');
    await expect(await states()).toEqual({ post: 'true', verification: 'true', funding: 'true' });
  },
};

/** An ACH payment: routing number, ACH and deposit dates; posted with the dialog's Idempotency-Key. */
export const PostPaymentByAch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPostPayment(canvasElement);
    await fillPayment(dialog, 'ACH', '1000.00');
    await userEvent.click(page.getByRole('button', { name: S.post }));
    await expectPosted({
      payment_type: 0,
      payment_type_text: 'ACH',
      transaction_number: 'ACH778',
      schedule_fund_date: '2026-10-05',
      check_date: '2026-10-06',
      check_deposit_date: '2026-10-07',
      posting_date: '2026-10-08',
      amount: '1000.00',
      wire_fee: '0.00',
      paid_amount: '1000.00',
    });
  },
};

/**
 * Above the approval threshold nothing is paid: the answer says the payment waits for a second
 * staff member (docs/decisions/0029), the dialog closes with that warning, not the funded toast.
 */
export const PostPaymentHeldForApproval: Story = {
  parameters: {
    api: {
      'schedule/payment/save': () => ({
        body: {
          status: true,
          message: approvalMessages.paymentWaiting('30000.00'),
          payment: null,
          waiting_approval: true,
          approval_id: 5,
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPostPayment(canvasElement);
    await fillPayment(dialog, 'ACH', '1000.00');
    await userEvent.click(page.getByRole('button', { name: S.post }));
    await waitFor(() => expect(callsTo('schedule/payment/save')).toHaveLength(1));
    await expect(await findToast(approvalMessages.paymentWaiting('30000.00'))).toBeInTheDocument();
    await expect(page.queryByText(messages.funding.paymentFunded)).not.toBeInTheDocument();
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A check: check number, check date and deposit date. */
export const PostPaymentByCheck: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPostPayment(canvasElement);
    await fillPayment(dialog, 'Check', '2660.00');
    await userEvent.click(page.getByRole('button', { name: S.post }));
    await expectPosted({
      payment_type: 1,
      transaction_number: 'CHECK778',
      amount: '2660.00',
      paid_amount: '2660.00',
    });
  },
};

/** A wire: no deposit date, the client's $25 wire fee shown and taken from what is paid out. */
export const PostPaymentByWireWithFee: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPostPayment(canvasElement);
    await fillPayment(dialog, 'Wire', '500.00');
    await expect(dialog.queryByLabelText(new RegExp(`^${PW.labels.depositDate}`))).not.toBeInTheDocument();
    await expect(dialog.getByLabelText(new RegExp(`^${PW.labels.wireFee}`))).toHaveValue('$25.00');
    await expect(dialog.getByText('$475.00')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: S.post }));
    await expectPosted({
      payment_type: 2,
      check_deposit_date: null,
      amount: '500.00',
      wire_fee: '25.00',
      paid_amount: '475.00',
    });
  },
};

/** A wire that would pay out nothing: 'Payable amount is not correct.' titled Payment, nothing sent. */
export const PayableNotCorrect: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPostPayment(canvasElement);
    await fillPayment(dialog, 'Wire', '25.00');
    await userEvent.click(page.getByRole('button', { name: S.post }));
    const toast = await toastShowing(messages.funding.payableIncorrect);
    await expect(toast).toHaveTextContent(messages.titles.payment);
    await expect(callsTo('schedule/payment/save')).toHaveLength(0);
    await expect(page.getByRole('button', { name: S.post })).toBeEnabled();
  },
};

/**
 * Escape in a date picker of a filled Post Payment closes the calendar only; a second Escape asks
 * about the unsaved changes, with No (keep the form) focused.
 */
export const EscapeInDatePickerKeepsTheForm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPostPayment(canvasElement);
    await pickOption(dialog, PW.labels.paymentType, 'ACH');
    await userEvent.click(
      dialog.getByLabelText(new RegExp(`^${PW.labels.postingDate}`), { selector: 'input' }),
    );
    await page.findByRole('grid');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('grid')).not.toBeInTheDocument());
    await expect(page.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(page.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const question = within(await page.findByRole('alertdialog'));
    await waitFor(() => expect(question.getByRole('button', { name: messages.common.no })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(page.getByRole('dialog')).toBeInTheDocument();
  },
};

/** Revert Funding asks first, then reverses the funded schedule. */
export const RevertFundingConfirmed: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('13');
    await selectSchedule(canvasElement, '13');
    await runAction(canvasElement, messages.funding.revertFunding);
    const question = within(await page.findByRole('alertdialog'));
    await expect(question.getByText(S.revertFundingQuestion)).toBeInTheDocument();
    await userEvent.click(question.getByRole('button', { name: messages.common.yes }));
    await waitFor(() => expect(lastBody('schedule/funded_reversal')).toEqual({ schedule_id: 22 }));
    await expect(await findToast(messages.schedule.fundedReversed)).toBeInTheDocument();
  },
};

/** Revert Verification asks first; No leaves the schedule as it is. */
export const RevertVerificationDeclined: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('12');
    await selectSchedule(canvasElement, '12');
    await runAction(canvasElement, messages.funding.revertVerification);
    const question = within(await page.findByRole('alertdialog'));
    await expect(question.getByText(S.revertVerificationQuestion)).toBeInTheDocument();
    await userEvent.click(question.getByRole('button', { name: messages.common.no }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(callsTo('schedule/revert')).toHaveLength(0);
  },
};

/** The cells of the row of `table` whose first cell starts with `account`. */
function entryRow(table: HTMLElement, account: string): string[] {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.querySelector('td, th')?.textContent?.startsWith(account));
  if (!row) throw new Error(`no line of ${account}`);
  return [...row.querySelectorAll('td, th')].map((cell) => cell.textContent ?? '');
}

/**
 * Show Payment lists the schedule's payments, each with the journal entry it posted: account,
 * debit and credit per line, and totals that balance.
 */
export const ShowPayment: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('13');
    await selectSchedule(canvasElement, '13');
    await runAction(canvasElement, messages.funding.showPayment);
    const dialog = within(await page.findByRole('dialog'));
    const number = await dialog.findByText('ACH778');
    await expect(within(number.closest('tr')!).getAllByText('$1,200.00')).toHaveLength(2);
    await expect(lastBody('schedule/payment/fetch')).toEqual({ schedule_id: 22 });

    const entry = dialog.getByRole('table', { name: S.journalEntry.caption(123, '10/06/2026') });
    await expect(
      within(entry)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([S.journalEntry.account, S.journalEntry.debit, S.journalEntry.credit]);
    await expect(entryRow(entry, 'Purchased Receivables')).toEqual([
      'Purchased Receivables 1200-C8-D5Invoice 100601 bought at face value',
      '$2,000.00',
      '',
    ]);
    await expect(entryRow(entry, 'Cash (bank)').slice(1)).toEqual(['', '$1,200.00']);
    await expect(entryRow(entry, S.journalEntry.total)).toEqual([
      S.journalEntry.total,
      '$3,200.00',
      '$3,200.00',
    ]);
    await expect(dialog.queryByText(/Contra entry/)).not.toBeInTheDocument();
  },
};

/**
 * A client user's Show Payment: each payment with its own statement (bought, advanced, held in
 * reserve, fees, paid out), and none of the factor's accounts.
 */
export const ClientShowPayment: Story = {
  args: { user: userOf('client') },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('13');
    await selectSchedule(canvasElement, '13');
    await runAction(canvasElement, messages.funding.showPayment);
    const dialog = within(await page.findByRole('dialog'));
    const statement = within(await dialog.findByRole('region', { name: S.statement.label('ACH778') }));
    const figure = (label: string) => statement.getByText(label).nextElementSibling?.textContent;
    await expect(figure(S.statement.bought)).toBe('$2,000.00');
    await expect(figure(S.statement.advanced)).toBe('$1,700.00');
    await expect(figure(S.statement.heldInReserve)).toBe('$300.00');
    await expect(figure(S.statement.paidOut)).toBe('$1,200.00');
    await expect(
      dialog.queryByText(/Purchased Receivables|Advances Payable|1200-C8/),
    ).not.toBeInTheDocument();
    await expect(dialog.queryByRole('table', { name: /Journal entry/ })).not.toBeInTheDocument();
  },
};

/** A payment that Revert Funding reversed shows its entry and, under it, the contra entry. */
export const ShowReversedPaymentWithContraEntry: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('12');
    await selectSchedule(canvasElement, '12');
    await runAction(canvasElement, messages.funding.showPayment);
    const dialog = within(await page.findByRole('dialog'));
    await expect(await dialog.findByText(S.reversedOn('11/02/2026'))).toBeInTheDocument();
    const entry = dialog.getByRole('table', { name: S.journalEntry.caption(130, '10/06/2026') });
    const contra = dialog.getByRole('table', {
      name: S.journalEntry.reversalCaption(131, '11/02/2026', 130),
    });
    await expect(entryRow(entry, 'Cash (bank)').slice(1)).toEqual(['', '$475.00']);
    await expect(entryRow(entry, 'Wire Fee Income').slice(1)).toEqual(['', '$25.00']);
    await expect(entryRow(contra, 'Cash (bank)').slice(1)).toEqual(['$475.00', '']);
    await expect(entryRow(contra, 'Advances Payable').slice(1)).toEqual(['', '$500.00']);
    await expect(entryRow(contra, S.journalEntry.total).slice(1)).toEqual(['$500.00', '$500.00']);
  },
};

/** A double-click opens the full-screen detail: the schedule, its invoices and its payments. */
export const DetailDialog: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('13');
    await userEvent.dblClick(within(rowOf(canvasElement, '13')).getByText('Bayside Medical Supply'));
    const dialog = within(await page.findByRole('dialog'));
    await expect(dialog.getByText(messages.funding.detail)).toBeInTheDocument();
    await expect(await dialog.findByText('100601')).toBeInTheDocument();
    await expect(dialog.getByText('ACH778')).toBeInTheDocument();
    await expect(dialog.getByRole('region', { name: S.detailSections.schedule })).toHaveTextContent(
      '$500.00',
    );
  },
};
