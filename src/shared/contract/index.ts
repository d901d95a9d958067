import type { Endpoint } from './endpoint';
import { sessionEndpoints } from './session';
import { passwordEndpoints } from './password';
import { userEndpoints } from './users';
import { roleEndpoints } from './roles';
import { profileEndpoints } from './profile';
import { lookupEndpoints } from './lookups';
import { notificationEndpoints } from './notifications';
import { settingsEndpoints } from './settings';
import { outboxEndpoints } from './outbox';
import { prospectEndpoints } from './prospects';
import { dropdownEndpoints } from './dropdowns';
import { brokerEndpoints } from './brokers';
import { prospectDocumentEndpoints } from './prospectDocuments';
import { prospectManagementEndpoints } from './prospectManagement';
import { debtorEndpoints } from './debtors';
import { invoiceEndpoints } from './invoices';
import { scheduleEndpoints } from './schedules';
import { fundingEndpoints } from './funding';
import { workspaceEndpoints } from './workspace';
import { termSheetEndpoints } from './termSheets';
import { clientProfileEndpoints } from './clientProfile';
import { businessNameSearchEndpoints } from './businessNameSearch';
import { onboardingEndpoints } from './onboarding';
import { termSheetSigningEndpoints } from './termSheetSigning';
import { underwritingEndpoints } from './underwriting';
import { clientEndpoints } from './clients';
import { pledgeMatchEndpoints } from './pledgeMatches';
import { chargebackEndpoints } from './chargebacks';
import { collectionEndpoints } from './collections';
import { unappliedCashEndpoints } from './unappliedCash';
import { achEndpoints } from './ach';
import { creditRequestEndpoints } from './creditRequests';
import { approvalEndpoints } from './approvals';
import { reserveEndpoints, reserveReleaseEndpoints } from './reserves';

/** Every endpoint of the API, by area. The server registers exactly these. */
export const contract = {
  session: sessionEndpoints,
  password: passwordEndpoints,
  users: userEndpoints,
  roles: roleEndpoints,
  profile: profileEndpoints,
  lookups: lookupEndpoints,
  notifications: notificationEndpoints,
  settings: settingsEndpoints,
  outbox: outboxEndpoints,
  prospects: prospectEndpoints,
  dropdowns: dropdownEndpoints,
  brokers: brokerEndpoints,
  prospectDocuments: prospectDocumentEndpoints,
  prospectManagement: prospectManagementEndpoints,
  debtors: debtorEndpoints,
  invoices: invoiceEndpoints,
  schedules: scheduleEndpoints,
  funding: fundingEndpoints,
  workspace: workspaceEndpoints,
  termSheets: termSheetEndpoints,
  clientProfile: clientProfileEndpoints,
  businessNameSearch: businessNameSearchEndpoints,
  onboarding: onboardingEndpoints,
  termSheetSigning: termSheetSigningEndpoints,
  underwriting: underwritingEndpoints,
  clients: clientEndpoints,
  pledgeMatches: pledgeMatchEndpoints,
  chargebacks: chargebackEndpoints,
  collections: collectionEndpoints,
  unappliedCash: unappliedCashEndpoints,
  ach: achEndpoints,
  creditRequests: creditRequestEndpoints,
  approvals: approvalEndpoints,
  reserves: reserveEndpoints,
  reserveReleases: reserveReleaseEndpoints,
} as const;

export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((area) => Object.values(area) as Endpoint[]);
}
