import { creditRequestStatusText, type CreditRequestRow } from '../../../shared/contract/creditRequests';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { FactList } from '../../kit/FactList';

const M = messages.creditRequest;

/** A request's fields (spec part 2 §3, Credit request), as the detail dialog and /addnewcr show them. */
export function CreditRequestFacts({ request }: { request: CreditRequestRow }) {
  const debtor = request.debtor_id !== null;
  return (
    <FactList
      facts={[
        { label: M.kindLabel, value: debtor ? M.debtorKind : M.clientKind },
        { label: M.clientLabel, value: request.client_name },
        ...(debtor ? [{ label: M.debtorLabel, value: request.debtor_name ?? '' }] : []),
        { label: M.clientActiveLimit, value: formatUsd(request.client_active_credit_limit) },
        {
          label: debtor ? M.currentDebtorLimit : M.currentClientLimit,
          value: formatUsd(request.current_credit_limit),
        },
        { label: M.requestedLabel, value: formatUsd(request.requested_amount) },
        {
          label: M.newLimit,
          value: request.new_limit_amount === null ? '' : formatUsd(request.new_limit_amount),
        },
        { label: M.requestedOn, value: formatUsDate(new Date(request.created_at)) },
        {
          label: M.actionDate,
          value: request.action_date === null ? '' : formatUsDate(new Date(request.action_date)),
        },
        { label: M.status, value: creditRequestStatusText(request.status) },
      ]}
    />
  );
}
