import type { FundingSchedule } from '../../../shared/contract/funding';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { fundingClasses } from './fundingClasses';
import { kitClasses } from '../../kit/kitClasses';

const L = messages.funding.screens.detailLabels;

export interface FundingSummaryProps {
  schedule: FundingSchedule;
}

/** The schedule at a glance: who, when verified and funded, and its money. */
export function FundingSummary({ schedule }: FundingSummaryProps) {
  const facts: [string, string][] = [
    [L.client, schedule.company_business_name],
    [L.scheduleNo, String(schedule.schedule_no)],
    [L.createdOn, formatUsDate(schedule.created_at)],
    [L.verifiedOn, formatUsDate(schedule.verified_at)],
    [
      L.fundDate,
      schedule.schedule_fund_date ? formatUsDate(schedule.schedule_fund_date) : messages.invoice.notFunded,
    ],
    [L.netFunding, formatUsd(schedule.total_amount)],
    [L.chargebacks, formatUsd(schedule.cb_amount)],
    [L.paid, formatUsd(schedule.paid_amount)],
    [L.remaining, formatUsd(schedule.remaining_amount)],
  ];
  return (
    <dl className={`${kitClasses.facts} ${fundingClasses.facts}`}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
