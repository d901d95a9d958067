import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TermSheetDetailPage } from '../../src/web/features/term-sheets/TermSheetDetailPage';
import { findToast } from '../kit/findToast';
import { pickOption } from '../kit/pickOption';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen, type StaffRoute } from '../users/StaffScreen';
import { prospectId, sentTerm, termSheetHandlers } from './fixtures';

const routes: StaffRoute[] = [
  { path: '/termsheetdetail', element: <TermSheetDetailPage /> },
  { path: '/prospectindex', element: <h1>Prospects list</h1> },
  { path: '/SignedTermSheet', element: <h1>Signed term sheet</h1> },
];

const server = staffScreenServer(() => termSheetHandlers(null));
const { callsTo, lastBody } = server;
const page = within(document.body);

const meta = {
  title: 'TermSheets/TermSheetForm',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/termsheetdetail', state: { id: prospectId }, routes },
  parameters: { layout: 'fullscreen' },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('textbox', { name });

/** A first term sheet: the form names what is missing in the spec's words and sends nothing. */
export const NewTermSheetValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Preview' }));
    for (const message of [
      'Business Owners is required',
      'Factoring Limit is required',
      'Advance Percentage is required',
      'Recourse Days is required',
      'Exist Fee Intial Term is required',
      'Proposal Validity is required',
      'Wire Fee is Required',
    ]) {
      await expect(await canvas.findByText(message)).toBeInTheDocument();
    }
    // Additional discount days are fixed at 1.
    await expect(box(canvas, 'Additional Discount Day(s)')).toHaveValue('1');
    await expect(box(canvas, 'Additional Discount Day(s)')).toBeDisabled();
    // A percentage takes digits and one point; nothing past 120 is typed.
    await userEvent.type(box(canvas, 'Advance Percentage'), '12a1');
    await expect(box(canvas, 'Advance Percentage')).toHaveValue('12');
    await userEvent.clear(box(canvas, 'Advance Percentage'));
    await userEvent.type(box(canvas, 'Advance Percentage'), '101');
    await userEvent.tab();
    await expect(await canvas.findByText('Advance Percentage cannot be more than 100')).toBeInTheDocument();
    await userEvent.type(box(canvas, 'Exit Fee Initial Term (Months)'), '0');
    await userEvent.tab();
    await expect(await canvas.findByText('Exit Fee Initial Term (Months) cannot be 0')).toBeInTheDocument();
    await expect(callsTo('term_sheet/save')).toHaveLength(0);
  },
};

/** The chargeback box shows its two fees and makes them required. */
export const ChargebackMakesFeesRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Preview' });
    await expect(canvas.queryByRole('textbox', { name: 'Chargeback Fee' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Chargeback Purchase Discount/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(await canvas.findByText('Chargeback Fee is required')).toBeInTheDocument();
    await expect(canvas.getByText('Chargeback Per Day Fee is required')).toBeInTheDocument();
  },
};

/** Filled in, previewed as the letter and sent: the toast, then the prospect list. */
export const PreviewAndSend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Ada Harbor' }));
    const typeInto = async (name: string, text: string) => userEvent.type(box(canvas, name), text);
    await typeInto('Factoring Limit', '250000');
    await typeInto('Advance Percentage', '85');
    await typeInto('Escrow Reserve Percentage', '5');
    await typeInto('Recourse Days', '90');
    await typeInto('Purchase Discount Percentage', '2.5');
    await typeInto('Discount Day(s)', '30');
    await typeInto('Additional Discount Percentage', '0.5');
    await typeInto('Due Deligence Deposit', '500');
    await typeInto('Exit Fee Initial Term (Months)', '12');
    await typeInto('Auto Term Renewal (Months)', '12');
    await typeInto('Termination Notice Period Days', '30');
    await typeInto('Termination Before Renewal Days', '60');
    await pickOption(canvasElement, 'Cash Clearance Business Day(s)', '3 business days');
    await pickOption(canvasElement, 'Proposal Validity', '30 days');
    await typeInto('Wire Fee', '25');
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    const letter = within(await page.findByRole('article', { name: 'Non-Binding Credit Proposal' }));
    await expect(letter.getAllByText('Harbor Freight Partners').length).toBeGreaterThan(0);
    await expect(letter.getByText('UCC-1 Filing Authorisation')).toBeInTheDocument();
    await expect(letter.getByText('$250,000.00')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Send Term Sheet' }));
    await findToast('Term Sheet has been sent successfully.');
    await expect(await canvas.findByRole('heading', { name: 'Prospects list' })).toBeInTheDocument();
    await expect(lastBody('term_sheet/save')).toMatchObject({
      prospect_id: prospectId,
      owner_ids: [7],
      advance_percentage: '85',
      proposal_validity: 30,
      incremental_discount_days: '1',
    });
  },
};

/** A sent term is locked; the owners dialog tells who signed; Revise Term Sheet unlocks it. */
export const LockedThenRevised: Story = {
  parameters: { api: termSheetHandlers(sentTerm) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Owners' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Business Owners' }));
    await expect(dialog.getByText('Signed on 11/21/2026')).toBeInTheDocument();
    await expect(dialog.getByText('Awaiting signature')).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'View signed term sheet' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());

    await expect(box(canvas, 'Advance Percentage')).toHaveValue('85');
    await expect(box(canvas, 'Advance Percentage')).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /Chargeback Purchase Discount/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Revise Term Sheet' }));
    await expect(box(canvas, 'Advance Percentage')).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Revise Term Sheet' })).not.toBeInTheDocument();
    await expect(box(canvas, 'Additional Discount Day(s)')).toBeDisabled();
  },
};

/** Without a prospect in the navigation state the page goes back to the prospect list. */
export const WithoutProspectGoesBack: Story = {
  args: { state: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Prospects list' }),
    ).toBeInTheDocument();
  },
};

/** A refused send says why and stays on the form. */
export const SendRefused: Story = {
  parameters: {
    api: {
      ...termSheetHandlers(sentTerm),
      'term_sheet/save': () => ({
        status: 409,
        body: {
          status: false,
          message: 'This prospect is already a client: its term sheet cannot be changed',
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Revise Term Sheet' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await userEvent.click(await page.findByRole('button', { name: 'Send Term Sheet' }));
    await findToast('This prospect is already a client: its term sheet cannot be changed');
    await expect(canvas.queryByRole('heading', { name: 'Prospects list' })).not.toBeInTheDocument();
  },
};
