import { useEffect, useRef } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { AppDialog } from '../../kit/AppDialog';
import { CompactTable, type CompactColumn } from '../../kit/CompactTable';
import { FactList } from '../../kit/FactList';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { toastError, toastFromError } from '../../kit/toast';
import { saveObjectUrl } from '../../api/objectUrl';
import { useHeldRights } from '../../session/currentUser';
import { useReserveReleaseAchFileUrlMutation, useReserveReleaseDetailsQuery } from './api';
import type { ReserveReleaseRow } from './reserveColumns';
import { reserveClasses } from './reserveClasses';

const M = messages.reserve;
const C = M.columns;
/** Payment type 0: ACH (spec part 2 §1). */
const achPaymentType = 0;

type ReleasedInvoice = NonNullable<
  ReturnType<typeof useReserveReleaseDetailsQuery>['data']
>['invoices'][number];

const invoiceColumns: readonly CompactColumn<ReleasedInvoice>[] = [
  { title: C.invoiceNo, cell: (invoice) => invoice.invoice_no },
  { title: C.debtorName, cell: (invoice) => invoice.debtor_name },
  { title: C.fundingDate, cell: (invoice) => formatUsDate(invoice.funding_date) },
  { title: C.invoiceAmount, numeric: true, cell: (invoice) => formatUsd(invoice.invoice_amount) },
  { title: C.reserveAmount, numeric: true, cell: (invoice) => formatUsd(invoice.reserve_amount) },
  {
    title: C.escrowReleased,
    numeric: true,
    cell: (invoice) => (invoice.escrow_amount === null ? '' : formatUsd(invoice.escrow_amount)),
  },
];

/**
 * A release's invoices and figures (spec part 2 §2 Reserves, §3 Reserve release summary): Invoice
 * Reserves, Wire Fee, Custom Amount Released from Reserves, Chargeback amount adjusted and Reserves
 * Released, as the release posted them.
 */
export function ReleaseBreakdown({
  releaseId,
  toastFailure = false,
}: {
  releaseId: number;
  /** Toast 'Data Fetch Failed' when the call fails (the dialog does; the panel beside it only says so). */
  toastFailure?: boolean;
}) {
  const { data, isFetching, isError, error } = useReserveReleaseDetailsQuery({ id: releaseId });
  // Once per opening: a second subscriber (the panel beside the list) may fetch the release again.
  const announced = useRef(false);
  useEffect(() => {
    if (!toastFailure || !isError || announced.current) return;
    announced.current = true;
    void toastFromError(error, messages.titles.dataFetchFailed);
  }, [toastFailure, isError, error]);
  if (!data) {
    if (isFetching) return <LoadingBlock size="small" />;
    return isError ? <p>{messages.generic.failure}</p> : null;
  }
  const { rr } = data;
  const B = M.breakdown;
  return (
    <div className={reserveClasses.breakdown}>
      <CompactTable
        columns={invoiceColumns}
        rows={data.invoices}
        rowKey={(invoice) => invoice.id}
        label={M.breakdownInvoices}
        fill
      />
      <FactList
        facts={[
          { label: B.invoiceReserves, value: formatUsd(rr.amount) },
          { label: B.wireFee, value: formatUsd(rr.wire_fee) },
          { label: B.customAmount, value: formatUsd(rr.custom_amount) },
          { label: B.chargebackAdjusted, value: formatUsd(rr.cb_amount) },
          { label: B.reservesReleased, value: formatUsd(rr.released_amount) },
        ]}
      />
    </div>
  );
}

/** Download ACH File: the release's NACHA file, built by the server from the stored release. */
function DownloadAchButton({ releaseId }: { releaseId: number }) {
  const [fetchFile, { isLoading }] = useReserveReleaseAchFileUrlMutation();
  const download = async () => {
    try {
      const url = await fetchFile({ id: releaseId }).unwrap();
      if (!url) {
        void toastError();
        return;
      }
      saveObjectUrl(url, `reserve-release-${releaseId}.ach`);
    } catch (failure) {
      void toastFromError(failure);
    }
  };
  return (
    <Button
      icon="download"
      intent={Intent.PRIMARY}
      text={M.downloadAch}
      loading={isLoading}
      onClick={() => void download()}
    />
  );
}

/** Reserve Release BreakDown: a release's breakdown, and its ACH file when it was paid by ACH. */
export function ReleaseBreakdownDialog({
  release,
  onClose,
}: {
  release: ReserveReleaseRow;
  onClose: () => void;
}) {
  const held = useHeldRights();
  const canDownload =
    release.payment_type === achPaymentType && held.has('view_reserves') && held.has('create_rr_batch');
  return (
    <AppDialog
      isOpen
      title={M.breakdownTitle}
      onClose={onClose}
      size="xl"
      footer={
        <>
          {canDownload && <DownloadAchButton releaseId={release.id} />}
          <Button text={messages.common.close} onClick={onClose} />
        </>
      }
    >
      <ReleaseBreakdown releaseId={release.id} toastFailure />
    </AppDialog>
  );
}
