import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { fundingClasses } from './fundingClasses';

const L = messages.funding.workflows.labels;

export interface PaymentFiguresProps {
  remaining: string;
  maximum: string;
  /** null until the amount is a number. */
  payable: string | null;
}

/** What the payment works with: the remaining amount, the most it may be, and what reaches the client. */
export function PaymentFigures({ remaining, maximum, payable }: PaymentFiguresProps) {
  return (
    <dl className={fundingClasses.figures}>
      <dt>{messages.funding.screens.remainingAmount}</dt>
      <dd>{formatUsd(remaining)}</dd>
      <dt>{L.maximum}</dt>
      <dd>{formatUsd(maximum)}</dd>
      <dt>{L.payable}</dt>
      <dd>{payable === null ? '' : formatUsd(payable)}</dd>
    </dl>
  );
}
