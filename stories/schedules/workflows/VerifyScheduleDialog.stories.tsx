import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../../src/shared/messages';
import { VerifyScheduleDialog } from '../../../src/web/features/schedules/VerifyScheduleDialog';
import { findToast } from '../../kit/findToast';
import { fakeWorkflowServer } from './fakeWorkflowServer';
import { clientId, openChargebacks, scheduleId, verificationHandlers } from './fixtures';
import { toastShowing } from './toastShowing';
import { WorkflowDialogHost } from './WorkflowDialogHost';

const W = messages.schedule.workflows;
const server = fakeWorkflowServer(() => verificationHandlers());
const page = within(document.body);

function VerifyStory() {
  return (
    <WorkflowDialogHost
      dialog={(onClose) => (
        <VerifyScheduleDialog scheduleId={scheduleId} prospectId={clientId} onClose={onClose} />
      )}
    />
  );
}

const meta = {
  title: 'Schedule workflows/VerifyScheduleDialog',
  component: VerifyStory,
  beforeEach: server.beforeEach,
} satisfies Meta<typeof VerifyStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const verifyButton = () => page.getByRole('button', { name: W.verifyButton });

/**
 * The client's open chargebacks are listed with their settlement amounts; Verify waits for a
 * choice, then sends the schedule and the chosen chargebacks, toasts and closes.
 */
export const WithChargebacks: Story = {
  play: async () => {
    const dialog = within(await page.findByRole('dialog'));
    await dialog.findByText('100201');
    await expect(server.lastBody('schedule/check_chargebacks')).toEqual({ schedule_id: 42, prospect_id: 7 });
    await expect(dialog.getByText('$500.10')).toBeInTheDocument();
    await expect(dialog.getByText('$1,200.00')).toBeInTheDocument();
    await expect(dialog.getByText(W.selectChargeback)).toBeInTheDocument();
    await expect(verifyButton()).toBeDisabled();

    await userEvent.click(dialog.getByRole('checkbox', { name: W.chooseChargeback('100202') }));
    await expect(dialog.getByText('$500.10', { selector: 'dd' })).toBeInTheDocument();
    await expect(verifyButton()).toBeEnabled();
    await userEvent.click(verifyButton());
    await waitFor(() => expect(server.lastBody('schedule/verify')).toEqual({ id: 42, chargebacks: [2] }));
    await expect(await findToast(messages.schedule.verified)).toBeInTheDocument();
    await expect(await page.findByText('Closed: done')).toBeInTheDocument();
  },
};

/** Without open chargebacks the schedule verifies at once, settling none. */
export const WithoutChargebacks: Story = {
  parameters: { api: verificationHandlers([], '980.00') },
  play: async () => {
    const dialog = within(await page.findByRole('dialog'));
    await expect(await dialog.findByText(W.noChargebacks)).toBeInTheDocument();
    await expect(dialog.getByText('$980.00')).toBeInTheDocument();
    await userEvent.click(verifyButton());
    await waitFor(() => expect(server.lastBody('schedule/verify')).toEqual({ id: 42, chargebacks: [] }));
    await expect(await page.findByText('Closed: done')).toBeInTheDocument();
  },
};

/**
 * Chargebacks over the schedule total: choosing all shows the note asking to uncheck some and
 * Verify stays off until the choice fits again.
 */
export const OverTheTotal: Story = {
  parameters: { api: verificationHandlers(openChargebacks, '1000.00') },
  play: async () => {
    const dialog = within(await page.findByRole('dialog'));
    await dialog.findByText('100201');
    await userEvent.click(dialog.getByRole('checkbox', { name: W.chooseAllChargebacks }));
    await expect(await dialog.findByText(messages.schedule.chargebacksExceedTotal)).toBeInTheDocument();
    await expect(dialog.getByText('$1,100.10')).toBeInTheDocument();
    await expect(verifyButton()).toBeDisabled();

    await userEvent.click(dialog.getByRole('checkbox', { name: W.chooseChargeback('100201') }));
    await waitFor(() =>
      expect(dialog.queryByText(messages.schedule.chargebacksExceedTotal)).not.toBeInTheDocument(),
    );
    await expect(verifyButton()).toBeEnabled();
    await expect(server.callsTo('schedule/verify')).toHaveLength(0);
  },
};

/** A refusal from the server is shown, and Verify sends the same call again. */
export const ServerRefusal: Story = {
  parameters: {
    api: {
      'schedule/verify': () => ({ status: 409, body: { status: false, message: W.alreadyVerified } }),
    },
  },
  play: async () => {
    const dialog = within(await page.findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('checkbox', { name: W.chooseChargeback('100201') }));
    await userEvent.click(verifyButton());
    await expect(await toastShowing(W.alreadyVerified)).toBeInTheDocument();
    await expect(dialog.getByRole('alert')).toHaveTextContent(W.alreadyVerified);
    await userEvent.click(verifyButton());
    await waitFor(() => expect(server.callsTo('schedule/verify')).toHaveLength(2));
    await userEvent.click(dialog.getByRole('button', { name: messages.common.cancel }));
    await expect(await page.findByText('Closed: cancelled')).toBeInTheDocument();
  },
};
