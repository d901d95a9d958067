import { Button } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import { AppDialog } from '../../kit/AppDialog';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { useSchedulePaymentsQuery } from './api';
import { PaymentDetail } from './PaymentDetail';
import { PaymentsTable } from './PaymentsTable';

export interface PaymentsDialogProps {
  scheduleId: number;
  onClose: () => void;
}

/** Show Payment (spec part 2 §4): the payments of the schedule, each with what it did to the books (a client: its statement). */
export function PaymentsDialog({ scheduleId, onClose }: PaymentsDialogProps) {
  const { data, isFetching } = useSchedulePaymentsQuery({ schedule_id: scheduleId });
  return (
    <AppDialog
      isOpen
      size="xl"
      title={messages.funding.payments}
      onClose={onClose}
      footer={<Button text={messages.common.close} onClick={onClose} />}
    >
      {isFetching && !data ? (
        <LoadingBlock />
      ) : (
        <PaymentsTable
          payments={data?.payments ?? []}
          renderDetail={(payment) => <PaymentDetail payment={payment} />}
        />
      )}
    </AppDialog>
  );
}
