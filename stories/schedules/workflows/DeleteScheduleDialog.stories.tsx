import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../../src/shared/messages';
import { DeleteScheduleDialog } from '../../../src/web/features/schedules/DeleteScheduleDialog';
import { findToast } from '../../kit/findToast';
import { fakeWorkflowServer } from './fakeWorkflowServer';
import { clientId, deletionHandlers, scheduleId } from './fixtures';
import { toastShowing } from './toastShowing';
import { WorkflowDialogHost } from './WorkflowDialogHost';

const W = messages.schedule.workflows;
const server = fakeWorkflowServer(deletionHandlers);
const page = within(document.body);

function DeleteStory() {
  return (
    <WorkflowDialogHost
      dialog={(onClose) => (
        <DeleteScheduleDialog scheduleId={scheduleId} prospectId={clientId} onClose={onClose} />
      )}
    />
  );
}

const meta = {
  title: 'Schedule workflows/DeleteScheduleDialog',
  component: DeleteStory,
  beforeEach: server.beforeEach,
} satisfies Meta<typeof DeleteStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picks `option` as the target of the invoice numbered `invoiceNo`. */
async function assign(invoiceNo: string, option: string) {
  await userEvent.click(page.getByRole('combobox', { name: W.targetOf(invoiceNo) }));
  const item = await page.findByRole('option', { name: option });
  await userEvent.click(within(item).getByText(option));
}

const proceed = () => page.getByRole('button', { name: W.proceed });

/**
 * Each invoice goes to another schedule of the client or to New Schedule; Proceed waits for every
 * invoice, then sends the map and closes with the deleted toast.
 */
export const Reassigning: Story = {
  play: async () => {
    const dialog = within(await page.findByRole('dialog'));
    await dialog.findByText('100501');
    await expect(server.lastBody('schedule/reassignment')).toEqual({ schedule_id: 42, prospect_id: 7 });
    await expect(dialog.getByText(W.invoicesWaiting(2))).toBeInTheDocument();
    await expect(proceed()).toBeDisabled();

    await assign('100501', '12');
    await expect(await dialog.findByText(W.invoicesWaiting(1))).toBeInTheDocument();
    await expect(proceed()).toBeDisabled();
    await assign('100502', messages.schedule.newSchedule);
    await waitFor(() => expect(proceed()).toBeEnabled());

    await userEvent.click(proceed());
    await waitFor(() =>
      expect(server.lastBody('schedule/delete')).toEqual({
        id: [42],
        prospect_id: 7,
        schedule_invoices: { 501: 21, 502: -1 },
      }),
    );
    await expect(await findToast(W.deleted.message)).toBeInTheDocument();
    await expect(await page.findByText('Closed: done')).toBeInTheDocument();
  },
};

/** A schedule holding 20 invoices is refused with the spec's warning; the invoice keeps no target. */
export const FullTargetRefused: Story = {
  play: async () => {
    const dialog = within(await page.findByRole('dialog'));
    await dialog.findByText('100501');
    await assign('100501', '13');
    const warning = messages.schedule.targetFull(13);
    await expect(await toastShowing(warning)).toBeInTheDocument();
    await expect(dialog.getByRole('status')).toHaveTextContent(warning);
    await expect(dialog.getByText(W.invoicesWaiting(2))).toBeInTheDocument();
    await expect(page.getByRole('combobox', { name: W.targetOf('100501') })).toHaveTextContent(
      W.chooseTarget,
    );

    await assign('100501', '12');
    await waitFor(() => expect(dialog.queryByRole('status')).not.toBeInTheDocument());
    await expect(server.callsTo('schedule/delete')).toHaveLength(0);
  },
};
