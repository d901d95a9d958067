import type { Endpoint } from './endpoint';
import { sessionEndpoints } from './session';
import { passwordEndpoints } from './password';
import { userEndpoints } from './users';
import { roleEndpoints } from './roles';
import { profileEndpoints } from './profile';
import { lookupEndpoints } from './lookups';
import { notificationEndpoints } from './notifications';
import { settingsEndpoints } from './settings';
import { settingsTilesEndpoints } from './settingsTiles';
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
import { reportEndpoints } from './reports';
import { partyHomeEndpoints } from './partyHome';
import { dashboardEndpoints } from './dashboards';
import { generalLedgerEndpoints } from './generalLedger';
import { announcementEndpoints } from './announcements';
import { policyEndpoints } from './policies';
import { supportEndpoints } from './support';
import { chatEndpoints } from './chat';
import { auditTrailEndpoints } from './auditTrail';
import { exceptionEndpoints } from './exceptions';
import { documentEndpoints } from './documents';

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
  settingsTiles: settingsTilesEndpoints,
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
  reports: reportEndpoints,
  partyHome: partyHomeEndpoints,
  dashboards: dashboardEndpoints,
  generalLedger: generalLedgerEndpoints,
  announcements: announcementEndpoints,
  policies: policyEndpoints,
  support: supportEndpoints,
  chat: chatEndpoints,
  auditTrail: auditTrailEndpoints,
  exceptions: exceptionEndpoints,
  documents: documentEndpoints,
} as const;

export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((area) => Object.values(area) as Endpoint[]);
}
