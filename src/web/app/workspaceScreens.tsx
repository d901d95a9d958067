import { screen, type Screen } from './screen';
import { BrokerAgreementPage, BrokerDetailsPage, BrokerListPage } from '../features/brokers';
import { AddProspectPage } from '../features/application';
import { ClientProfilePage } from '../features/client-profile';
import { ClientDetailsPage, ClientListPage } from '../features/clients';
import { TermSheetDetailPage } from '../features/term-sheets';
import { SignedTermSheetPage } from '../features/term-sheet-signing';
import { ClientChecklistPage } from '../features/underwriting';
import { DebtorFormPage, DebtorListPage } from '../features/debtors';
import { ScheduleOfFundingPage } from '../features/funding';
import { AddCollectionPage, CollectionListPage } from '../features/collections';
import { UnappliedCashPage } from '../features/unapplied-cash';
import { ChargebacksPage } from '../features/chargebacks';
import { CreateRrBatchPage, ReservesPage } from '../features/reserves';
import { AddCreditRequestPage, ClientRequestPage, DebtorRequestPage } from '../features/credit-requests';
import { ApprovalsPage } from '../features/approvals';
import { InvoiceFormPage, InvoiceListPage } from '../features/invoices';
import { ProfilePage } from '../features/profile';
import { ProspectListPage } from '../features/prospect-list';
import { ScheduleFormPage, ScheduleListPage } from '../features/schedules';
import { RoleFormPage, RoleListPage } from '../features/roles';
import { UserFormPage, UserListPage } from '../features/users';
import { SupportPage } from '../features/support';

/** Both dashboards' routes load one small module (it loads each dashboard on its own). */
const dashboards = () => import('../features/dashboards/DashboardPage');

/**
 * Route path (as written in src/shared/routes.ts) → screen, for every signed-in route. Loaded with
 * the first signed-in page (screens.tsx), so the sign-in page never downloads this table.
 */
export const workspaceScreens: Readonly<Record<string, Screen>> = {
  // Signed in: the shell's own pages.
  '/home': screen(() => import('../features/home/HomeRedirect'), 'HomeRedirect'),
  '/404': screen(() => import('../features/home/NotFoundPage'), 'NotFoundPage'),
  '/notifications': screen(() => import('../features/notifications/NotificationsPage'), 'NotificationsPage'),
  '/profile': ProfilePage,
  '/clienthome': screen(() => import('../features/party-home/ClientHomePage'), 'ClientHomePage'),
  '/brokerhome': screen(() => import('../features/party-home/BrokerHomePage'), 'BrokerHomePage'),

  // User management (these feature modules export their pages as lazy components already).
  '/userindex': UserListPage,
  '/addnewuser': UserFormPage,
  '/rolesrights': RoleListPage,
  '/addnewrole': RoleFormPage,
  '/editrole': RoleFormPage,
  '/outbox': screen(() => import('../features/outbox/OutboxPage'), 'OutboxPage'),

  // Management.
  '/prospectindex': ProspectListPage,
  '/addprospect': AddProspectPage,
  '/termsheetdetail': TermSheetDetailPage,
  '/SignedTermSheet': SignedTermSheetPage,
  '/clientindex': ClientListPage,
  '/clientdetails': ClientDetailsPage,
  '/clientprofile': ClientProfilePage,
  '/brokers': BrokerListPage,
  '/brokerdetails': BrokerDetailsPage,
  '/terms&conditions': BrokerAgreementPage,
  '/debtormain': DebtorListPage,
  '/addnewdebtor': DebtorFormPage,
  '/editdebtor': DebtorFormPage,

  // Transactions.
  '/invoices': InvoiceListPage,
  '/addnewinvoice': InvoiceFormPage,
  '/scheduleofassignment': ScheduleListPage,
  '/addnewscheduleofassignment': ScheduleFormPage,
  '/scheduleoffunding': ScheduleOfFundingPage,
  '/collections': CollectionListPage,
  '/addnewcollection': AddCollectionPage,
  '/unappliedcash': UnappliedCashPage,
  '/chargebacks': ChargebacksPage,
  '/reserves': ReservesPage,
  '/generalledger': screen(() => import('../features/general-ledger/GeneralLedgerPage'), 'GeneralLedgerPage'),
  '/createrrbatch': CreateRrBatchPage,
  '/clientrequest': ClientRequestPage,
  '/debtorrequest': DebtorRequestPage,
  '/addnewcr': AddCreditRequestPage,
  '/approvals': ApprovalsPage,

  // Underwriting.
  '/clientchecklist': ClientChecklistPage,

  // Reports.
  '/reports': screen(() => import('../features/reports/ReportsPage'), 'ReportsPage'),
  '/reportindex': screen(() => import('../features/reports/ReportIndexPage'), 'ReportIndexPage'),

  // Areas of their own, shown once their area is listed in builtAreas.
  '/dashboard': screen(dashboards, 'DashboardPage'),
  '/debtordashboard': screen(dashboards, 'DebtorDashboardPage'),
  '/supportmain': SupportPage,
  '/chatindex': screen(() => import('../features/chat/ChatPage'), 'ChatPage'),
  '/documents': screen(() => import('../features/documents/DocumentsPage'), 'DocumentsPage'),
  '/documents/:id': screen(() => import('../features/documents/ClientDocumentsPage'), 'ClientDocumentsPage'),
  '/audittrail': screen(() => import('../features/audit-trail/AuditTrailPage'), 'AuditTrailPage'),
  '/exceptiontracking': screen(
    () => import('../features/exception-tracking/ExceptionTrackingPage'),
    'ExceptionTrackingPage',
  ),
  '/settings': screen(() => import('../features/settings/SettingsPage'), 'SettingsPage'),
  '/fieldsettings': screen(() => import('../features/settings-tiles'), 'FieldSettingsPage'),
  '/themesettings': screen(() => import('../features/settings-tiles'), 'ThemeSettingsPage'),
  '/flagalerts': screen(() => import('../features/settings-tiles'), 'FlagAlertsPage'),
  '/currencysettings': screen(() => import('../features/settings-tiles'), 'CurrencySettingsPage'),
  '/debtorscoring': screen(() => import('../features/settings-tiles'), 'DebtorScoringPage'),
  '/annoucements': screen(() => import('../features/announcements/AnnouncementsPage'), 'AnnouncementsPage'),
  '/policies': screen(() => import('../features/policies/PoliciesPage'), 'PoliciesPage'),

  // Placeholder screens: sample rows, nothing sent (docs/decisions/0044).
  '/deposits': screen(() => import('../features/placeholders/DepositsPage'), 'DepositsPage'),
  '/receivingaccounts': screen(
    () => import('../features/placeholders/ReceivingAccountsPage'),
    'ReceivingAccountsPage',
  ),
  '/bankaccounts': screen(() => import('../features/placeholders/BankAccountsPage'), 'BankAccountsPage'),
};
