/** The public pages (session, password, applications, signing) and the signed-in shell's own pages. */
import { guardedPage, publicPage, publicPages, type RouteDef } from './routeDef';
import { roleTypes, type RoleType } from '../rights/roleTypes';

// The staff dashboard entry is hidden from debtors, who get the Debtor Dashboard entry instead.
const rolesExceptDebtor: readonly RoleType[] = roleTypes.filter((roleType) => roleType !== 'debtor');

export const shellRoutes: readonly RouteDef[] = [
  // ---- Public: session and password flows (part 1 §2.1) ----
  ...publicPages('foundation', [
    ['/', 'Sign In'],
    ['/login', 'Sign In'],
    ['/forgetpass', 'Forgot Password'],
    ['/verificatiocode', 'Verification Code'],
    ['/setpassword/:guid', 'Set Password'],
    ['/resetpassword', 'Reset Password'],
    ['/linkexpire', 'Link Expired'],
    ['/privacypolicy', 'Privacy Policy'],
  ]),
  // ---- Public: applications and signing ----
  ...publicPages('prospects', [
    ['/registernow', 'Register Now'],
    ['/frontlineregisternow', 'Register Now'],
    // Where an application stands, behind the applicant's draft link (?id=<draft token>).
    ['/applicationstatus', 'Application Status'],
  ]),
  publicPage('/becomepartner', 'Become a Partner', 'brokers'),
  publicPage('/signature', 'Signature', 'term_sheets'),

  // ---- Signed-in shell ----
  guardedPage({ path: '/home', title: 'Home', area: 'foundation' }),
  guardedPage({ path: '/404', title: 'Page Not Found', area: 'foundation' }),
  guardedPage({ path: '/profile', title: 'User Profile', area: 'foundation' }),
  guardedPage({ path: '/notifications', title: 'Notifications', area: 'foundation' }),
  guardedPage({
    path: '/dashboard',
    title: 'Dashboard',
    required: ['view_dashboard'],
    area: 'dashboards',
    menu: {
      label: 'Dashboard',
      icon: 'dashboard',
      order: 10,
      rights: ['view_dashboard'],
      roles: rolesExceptDebtor,
    },
  }),
  // No rights are listed for it (part 1 §2.2); the menu offers it to debtors only.
  guardedPage({
    path: '/debtordashboard',
    title: 'Debtor Dashboard',
    area: 'dashboards',
    menu: { label: 'Dashboard', icon: 'layout-grid', order: 20, rights: [], roles: ['debtor'] },
  }),
  // Each party's own home (docs/decisions/0033): no right opens it, the server reads the caller's own.
  guardedPage({
    path: '/clienthome',
    title: 'Home',
    area: 'foundation',
    menu: { label: 'Home', icon: 'home', order: 5, rights: [], roles: ['client'] },
  }),
  guardedPage({
    path: '/brokerhome',
    title: 'Home',
    area: 'foundation',
    menu: { label: 'Home', icon: 'home', order: 5, rights: [], roles: ['broker'] },
  }),
];
