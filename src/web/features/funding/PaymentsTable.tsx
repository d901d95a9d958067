import { HTMLTable } from '@blueprintjs/core';
import { Fragment, type ReactNode } from 'react';
import type { Payment } from '../../../shared/contract/funding';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { fundingClasses } from './fundingClasses';

const S = messages.funding.screens;
const C = S.paymentColumns;

const columnCount = 9;

export interface PaymentsTableProps<P extends Payment> {
  payments: readonly P[];
  /** What to show under a payment's row, across the table (Show Payment: its journal entries). */
  renderDetail?: (payment: P) => ReactNode;
}

/** The payments of a schedule, oldest first; a reversed one says when it was reversed. */
export function PaymentsTable<P extends Payment>({ payments, renderDetail }: PaymentsTableProps<P>) {
  if (payments.length === 0) return <p>{S.noPayments}</p>;
  return (
    <HTMLTable compact striped className={fundingClasses.table} aria-label={messages.funding.payments}>
      <thead>
        <tr>
          <th scope="col">{C.paymentType}</th>
          <th scope="col">{C.number}</th>
          <th scope="col">{C.paymentDate}</th>
          <th scope="col">{C.depositDate}</th>
          <th scope="col">{C.postingDate}</th>
          <th scope="col" className={fundingClasses.amount}>
            {C.amount}
          </th>
          <th scope="col" className={fundingClasses.amount}>
            {C.wireFee}
          </th>
          <th scope="col" className={fundingClasses.amount}>
            {C.paidAmount}
          </th>
          <th scope="col">{C.reversed}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <Fragment key={payment.id}>
            <tr className={payment.reversed_at ? fundingClasses.reversed : undefined}>
              <td>{payment.payment_type_text}</td>
              <td className={fundingClasses.number}>{payment.transaction_number}</td>
              <td>{formatUsDate(payment.check_date)}</td>
              <td>{formatUsDate(payment.check_deposit_date)}</td>
              <td>{formatUsDate(payment.posting_date)}</td>
              <td className={fundingClasses.amount}>{formatUsd(payment.amount)}</td>
              <td className={fundingClasses.amount}>{formatUsd(payment.wire_fee)}</td>
              <td className={fundingClasses.amount}>{formatUsd(payment.paid_amount)}</td>
              <td>{payment.reversed_at ? S.reversedOn(formatUsDate(payment.reversed_at)) : ''}</td>
            </tr>
            {renderDetail && (
              <tr>
                <td colSpan={columnCount}>{renderDetail(payment)}</td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </HTMLTable>
  );
}
