import { Tooltip } from '@blueprintjs/core';
import type { ClientSummary } from '../../../shared/contract/clients';
import { formatUsDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { FactList } from '../../kit/FactList';
import { phoneText } from '../../kit/phoneText';

const L = messages.clients.screens.labels;

/** The spec's cut for the address on the summary (part 1 §2.5). */
export const addressShownChars = 44;

function Address({ text }: { text: string }) {
  if (text.length <= addressShownChars) return <span>{text}</span>;
  return (
    <Tooltip content={text} placement="top">
      <span>{`${text.slice(0, addressShownChars)}…`}</span>
    </Tooltip>
  );
}

/** The summary of /clientdetails (spec part 1 §2.5): the FEIN as the server masked it. */
export function ClientSummaryFacts({ client }: { client: ClientSummary }) {
  return (
    <FactList
      facts={[
        { label: L.businessName, value: client.company_business_name },
        { label: L.doingBusinessAs, value: client.doing_business_as },
        { label: L.establishedDate, value: formatUsDate(client.company_date_established) },
        {
          label: L.registrationState,
          value: client.business_registration_state || messages.client.unspecified,
        },
        { label: L.businessType, value: client.business_type },
        { label: L.contactName, value: client.poc_name },
        { label: L.email, value: client.poc_email },
        { label: L.fein, value: client.company_fein ?? '' },
        { label: L.employees, value: client.company_number_of_employees },
        { label: L.phone, value: phoneText(client.company_country_phone_code, client.company_phone) },
        { label: L.address, value: <Address text={client.company_address} /> },
        { label: L.zip, value: client.company_zip },
        { label: L.state, value: client.company_state },
        { label: L.city, value: client.company_city },
        { label: L.advocates, value: client.advocates.map((advocate) => advocate.name).join(', ') },
      ]}
    />
  );
}
