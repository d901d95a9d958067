import { asc, eq } from 'drizzle-orm';
import type { ClientSummary } from '../../../shared/contract/clients';
import { dropdowns } from '../../../shared/dropdowns';
import type { Db } from '../../db/client';
import { clientAdvocates, users } from '../../db/schema';
import type { Caller } from '../../http/caller';
import { numberAsSeen } from '../../privacy/maskNumber';
import { documentsOf } from '../prospect-documents/queries';
import type { ProspectRecord } from '../prospects/queries';
import { terminationDateOf } from './queries';

/** The legal status's label (stored as its value's text). */
function businessTypeOf(stored: string): string {
  return dropdowns.prospect_legal_status.find((item) => String(item.value) === stored)?.name ?? '';
}

/** client/details: the summary of /clientdetails, FEIN masked without the disclosure flag. */
export async function clientSummaryOf(
  db: Db,
  caller: Caller,
  client: ProspectRecord,
): Promise<ClientSummary> {
  const advocates = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(clientAdvocates)
    .innerJoin(users, eq(users.id, clientAdvocates.userId))
    .where(eq(clientAdvocates.prospectId, client.id))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return {
    id: client.id,
    company_business_name: client.companyBusinessName,
    doing_business_as: client.doingBusinessAs,
    company_date_established: client.companyDateEstablished,
    business_registration_state: client.businessRegistrationState,
    business_type: businessTypeOf(client.companyLegalStatus),
    poc_name: client.pocName,
    poc_email: client.pocEmail,
    company_fein: numberAsSeen(client.companyFein, caller.sensitiveInformationDisclosure),
    company_number_of_employees:
      client.companyNumberOfEmployees === null ? '' : String(client.companyNumberOfEmployees),
    company_country_phone_code: client.companyCountryPhoneCode,
    company_phone: client.companyPhone,
    company_address: client.companyAddress,
    company_zip: client.companyZip,
    company_state: client.companyState,
    company_city: client.companyCity,
    terminated_at: client.terminatedAt ? terminationDateOf(client.terminatedAt) : null,
    is_terminated: client.terminatedAt !== null,
    deleted: client.deletedAt !== null,
    advocates: advocates.map((advocate) => ({
      id: advocate.id,
      name: `${advocate.firstName} ${advocate.lastName}`.trim(),
      email: advocate.email,
    })),
    documents: await documentsOf(db, client.id),
  };
}
