import { Button, Classes, Dialog, DialogBody, DialogFooter, H5 } from '@blueprintjs/core';
import { messages } from '../../../shared/messages';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { useFundingDetailQuery } from './api';
import { fundingClasses } from './fundingClasses';
import { FundingInvoicesTable } from './FundingInvoicesTable';
import { FundingSummary } from './FundingSummary';
import { PaymentsTable } from './PaymentsTable';

const S = messages.funding.screens;

export interface FundingDetailDialogProps {
  scheduleId: number;
  onClose: () => void;
}

/**
 * Schedule of Funding Detail (spec part 2 §2): a full-screen view of the schedule, its invoices
 * and its payments. The kit's dialog comes in the spec's form widths only, so this one is
 * Blueprint's own, stretched to the screen.
 */
export function FundingDetailDialog({ scheduleId, onClose }: FundingDetailDialogProps) {
  const { data, isFetching, isError } = useFundingDetailQuery({ id: scheduleId });
  return (
    <Dialog
      isOpen
      title={messages.funding.detail}
      onClose={onClose}
      className={fundingClasses.fullScreen}
      canOutsideClickClose={false}
    >
      <DialogBody>
        {isFetching && !data && <LoadingBlock />}
        {isError && !data && <p>{messages.generic.failure}</p>}
        {data && (
          <div className={fundingClasses.detail}>
            <section aria-label={S.detailSections.schedule}>
              <H5>{S.detailSections.schedule}</H5>
              <FundingSummary schedule={data.schedule} />
            </section>
            <section aria-label={S.detailSections.invoices}>
              <H5>{S.detailSections.invoices}</H5>
              <FundingInvoicesTable invoices={data.invoices} />
            </section>
            <section aria-label={S.detailSections.payments}>
              <H5>{S.detailSections.payments}</H5>
              <PaymentsTable payments={data.payments} />
            </section>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={<Button className={Classes.MINIMAL} text={messages.common.close} onClick={onClose} />}
      />
    </Dialog>
  );
}
