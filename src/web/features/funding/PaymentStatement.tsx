import { Classes } from '@blueprintjs/core';
import { Fragment } from 'react';
import type { ClientPayment } from '../../../shared/contract/funding';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { fundingClasses } from './fundingClasses';

const T = messages.funding.screens.statement;

export interface PaymentStatementProps {
  payment: ClientPayment;
}

/** A client's statement of one payment: what it bought, advanced, held back and took, and what was paid out. */
export function PaymentStatement({ payment }: PaymentStatementProps) {
  const { statement } = payment;
  if (!statement) return <p className={Classes.TEXT_MUTED}>{T.none}</p>;
  const figures: readonly [string, string][] = [
    [T.bought, statement.bought],
    [T.advanced, statement.advanced],
    [T.heldInReserve, statement.held_in_reserve],
    [T.escrowWithheld, statement.escrow_withheld],
    [T.chargebacksSettled, statement.chargebacks_settled],
    [T.fees, statement.fees],
    [T.paidOut, statement.paid_out],
  ];
  return (
    <section aria-label={T.label(payment.transaction_number)}>
      <dl className={fundingClasses.figures}>
        {figures.map(([label, amount]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{formatUsd(amount)}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
