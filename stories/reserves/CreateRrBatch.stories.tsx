import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reserveReleaseEndpoints as rr } from '../../src/shared/contract/reserves';
import { messages } from '../../src/shared/messages';
import { findToast } from '../kit/findToast';
import { userOf } from '../shell/fixtures';
import { staffScreenServer } from '../staffScreenStory';
import { StaffScreen } from '../users/StaffScreen';
import { chosenState, createRrBatchHandlers, createRrBatchRoutes } from './CreateRrBatch.fixtures';
import {
  batchLoaded,
  chooseChargeback,
  expectFigure,
  fillRelease,
  postAndConfirm,
  postButton,
  typeInto,
} from './CreateRrBatch.play';

const server = staffScreenServer((user) => createRrBatchHandlers(user));
const page = within(document.body);
const R = messages.reserve;
const F = R.fields;

const meta = {
  title: 'Reserves/CreateRrBatch',
  component: StaffScreen,
  args: { user: userOf('admin'), path: '/createrrbatch', state: chosenState, routes: createRrBatchRoutes },
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => server.beforeEach(context),
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The worked example by ACH with 1002's chargeback: the CB amount follows the chargeback, $740.00
 * is released, asked first, posted once, and the page goes back to the Reserve Release card.
 */
export const WithChargebacks: Story = {
  play: async () => {
    await batchLoaded();
    await page.findByRole('table', { name: R.chargebacksTable });
    await expectFigure(F.previousReserves, '-$50.00');
    await expectFigure(F.totalAmount, '$2,740.00');
    await expectFigure(F.cbAmountDeducted, '$0.00');
    await chooseChargeback('INV-1002');
    await expectFigure(F.cbAmountDeducted, '$2,000.00');
    await fillRelease('ACH');
    await expectFigure(F.amountToBeReleased, '$740.00');
    await expect(page.queryByLabelText(F.wireFee)).not.toBeInTheDocument();
    await postAndConfirm();
    await expect(await findToast(R.released.message)).toBeInTheDocument();
    await page.findByRole('heading', { name: 'Reserves list' });
    await expect(page.getByText('Card: release')).toBeInTheDocument();
    await expect(server.callsTo(rr.save.path)).toHaveLength(1);
    await expect(server.lastBody(rr.save.path)).toEqual({
      prospect_id: 7,
      reserve_release_date: '2026-10-08',
      payment_type: 0,
      custom_amount: '2740.00',
      escrow: '250.00',
      previous_reserves: '-50.00',
      cb_amount: '2000.00',
      released_amount: '740.00',
      wire_fee: '0.00',
      invoices: [1001, 1002],
      charge_backs: [41],
      escrows: [1002],
    });
  },
};

/** A total above the batch total: the note names the batch total, Post is off and nothing is sent. */
export const OverBatchTotal: Story = {
  play: async () => {
    await batchLoaded();
    await fillRelease('Check');
    await typeInto(F.totalAmount, '3000');
    await expect(await page.findByText(R.totalExceedsBatch('$2,740.00'))).toBeInTheDocument();
    await waitFor(() => expect(postButton()).toBeDisabled());
    await expect(server.callsTo(rr.save.path)).toHaveLength(0);
    await typeInto(F.totalAmount, '2500');
    await waitFor(() => expect(postButton()).toBeEnabled());
    await expect(page.queryByText(R.totalExceedsBatch('$2,740.00'))).not.toBeInTheDocument();
    await expectFigure(F.amountToBeReleased, '$2,500.00');
  },
};

/** By wire: the client's wire fee shows and comes off the release ($2,740.00 − $25.00). */
export const ByWire: Story = {
  play: async () => {
    await batchLoaded();
    await fillRelease('Wire');
    await expectFigure(F.wireFee, '$25.00');
    await expectFigure(F.amountToBeReleased, '$2,715.00');
    await postAndConfirm();
    await expect(await findToast(R.released.message)).toBeInTheDocument();
    await expect(server.lastBody(rr.save.path)).toMatchObject({
      payment_type: 2,
      wire_fee: '25.00',
      released_amount: '2715.00',
      cb_amount: '0.00',
      charge_backs: [],
    });
  },
};

/** The required fields, in the spec's words (note the two spaces), and nothing sent. */
export const RequiredFields: Story = {
  play: async () => {
    await batchLoaded();
    await userEvent.click(postButton());
    await expect(
      (await page.findAllByText('Reserve Release Date  is required', { collapseWhitespace: false })).length,
    ).toBeGreaterThan(0);
    await expect(page.getAllByText(R.paymentTypeRequired).length).toBeGreaterThan(0);
    await expect(server.callsTo(rr.save.path)).toHaveLength(0);
  },
};
