import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { isBuilt } from '../../shared/routes';
import type { RouteDef } from '../../shared/routes';
import {
  BecomePartnerPage,
  BrokerAgreementPage,
  BrokerDetailsPage,
  BrokerListPage,
} from '../features/brokers';
import { AddProspectPage, ApplicationWizardPage } from '../features/application';
import { ClientProfilePage } from '../features/client-profile';
import { ClientDetailsPage, ClientListPage } from '../features/clients';
import { ApplicationStatusPage } from '../features/onboarding';
import { TermSheetDetailPage } from '../features/term-sheets';
import { SignaturePage, SignedTermSheetPage } from '../features/term-sheet-signing';
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

/** Every screen receives its route's title (the not-available notice shows it; others may ignore it). */
export interface ScreenProps {
  title: string;
}

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/** A named export loaded lazily: each screen is its own chunk, fetched on the first visit. */
function screen<M extends Record<K, ComponentType<ScreenProps>>, K extends string>(
  load: () => Promise<M>,
  name: K,
): Screen {
  return lazy(async () => ({ default: (await load())[name] }));
}

const notAvailable = screen(() => import('../features/home/NotAvailablePage'), 'NotAvailablePage');

/**
 * Route path (as written in src/shared/routes.ts) → screen. Only routes of areas listed in
 * builtAreas are looked up here; every other route renders the honest "not available yet" notice.
 */
export const screens: Readonly<Record<string, Screen>> = {
  // Public: session and password flows, legal.
  '/login': screen(() => import('../features/auth/SignInPage'), 'SignInPage'),
  '/forgetpass': screen(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
  '/verificatiocode': screen(() => import('../features/auth/VerificationCodePage'), 'VerificationCodePage'),
  '/setpassword/:guid': screen(() => import('../features/auth/SetPasswordPage'), 'SetPasswordPage'),
  '/resetpassword': screen(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage'),
  '/linkexpire': screen(() => import('../features/auth/LinkExpiredPage'), 'LinkExpiredPage'),
  '/privacypolicy': screen(() => import('../features/legal/PrivacyPolicyPage'), 'PrivacyPolicyPage'),
  '/becomepartner': BecomePartnerPage,
  '/registernow': ApplicationWizardPage,
  '/frontlineregisternow': ApplicationWizardPage,
  '/applicationstatus': ApplicationStatusPage,
  '/signature': SignaturePage,

  // Signed in: the shell's own pages.
  '/home': screen(() => import('../features/home/HomeRedirect'), 'HomeRedirect'),
  '/404': screen(() => import('../features/home/NotFoundPage'), 'NotFoundPage'),
  '/notifications': screen(() => import('../features/notifications/NotificationsPage'), 'NotificationsPage'),
  '/profile': ProfilePage,

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
  '/createrrbatch': CreateRrBatchPage,
  '/clientrequest': ClientRequestPage,
  '/debtorrequest': DebtorRequestPage,
  '/addnewcr': AddCreditRequestPage,
  '/approvals': ApprovalsPage,

  // Underwriting.
  '/clientchecklist': ClientChecklistPage,

  // Areas of their own, shown once their area is listed in builtAreas.
  '/settings': screen(() => import('../features/settings/SettingsPage'), 'SettingsPage'),
};

/**
 * Public screens that render before the data layer (Redux, RTK Query, the API contract) is loaded
 * and fetch it themselves once the visitor acts: the sign-in page, the first page of every session,
 * stays a small download. Every other page gets the data layer before it renders.
 */
export const screensLoadingTheirOwnStore: ReadonlySet<string> = new Set(['/login']);

/** The screen for a route: its registered screen when its area is built, else the notice. */
export function screenFor(route: RouteDef): Screen {
  if (!isBuilt(route)) return notAvailable;
  return screens[route.path] ?? notAvailable;
}
