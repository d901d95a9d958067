import { describe, expect, it } from 'vitest';
import { IconNames } from '@blueprintjs/icons';
import {
  allRightIds,
  builtInRoles,
  isRightId,
  reportDefs,
  reportRights,
  rightsCatalogue,
  roleIsViewOnly,
  roleTypes,
} from '../../src/shared/rights';
import type { RightId } from '../../src/shared/rights';
import {
  canOpen,
  findRoute,
  homePriority,
  homeTarget,
  menuFor,
  menuGroupIcons,
  menuGroups,
  pathlessMenuItems,
  routes,
} from '../../src/shared/routes';
import type { MenuEntry, MenuItem } from '../../src/shared/routes';
import { messages } from '../../src/shared/messages';
import { attachmentMaxBytes, moneyMax, pageSizes, passwordPattern } from '../../src/shared/constants';

const held = (...rights: RightId[]): ReadonlySet<string> => new Set(rights);
const flatItems = (entries: MenuEntry[]): MenuItem[] =>
  entries.flatMap((entry) => (entry.kind === 'group' ? entry.children : [entry]));
const iconNames: ReadonlySet<string> = new Set(Object.values(IconNames));

describe('rights catalogue', () => {
  it('has unique snake_case right ids', () => {
    expect(new Set(allRightIds).size).toBe(allRightIds.length);
    for (const id of allRightIds) expect(id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('keeps the identifiers the spec names', () => {
    const named = [
      'add_new_invoice',
      'invoice_selection',
      'approval_denial',
      'add_new_schedule',
      'schedule_selection',
      'post_payment',
      'show_payment',
      'revert_verification',
      'add_new_collection',
      'schedule_notes',
      'download_report',
      'create_rr_batch',
      'reserve_release_selection',
      'add_new_policies',
      'delete_policies',
      'policies_selection',
      'announcement_selection',
    ];
    for (const id of named) expect(isRightId(id)).toBe(true);
    expect(isRightId('sensitive_information_disclosure')).toBe(false);
  });

  it('has no empty module or sub-module and unique sub-module names per module', () => {
    for (const module of rightsCatalogue) {
      expect(module.subModules.length).toBeGreaterThan(0);
      const names = module.subModules.map((subModule) => subModule.name);
      expect(new Set(names).size).toBe(names.length);
      for (const subModule of module.subModules) expect(subModule.rights.length).toBeGreaterThan(0);
    }
  });

  it('gives each of the 17 reports a view, Excel and PDF right, view first', () => {
    expect(reportDefs).toHaveLength(17);
    const reportsModule = rightsCatalogue.find((module) => module.name === 'Reports');
    expect(reportsModule?.subModules.map((subModule) => subModule.name)).toEqual(
      reportDefs.map((report) => report.title),
    );
    for (const report of reportDefs) {
      const { view, excel, pdf } = reportRights(report.handle);
      for (const id of [view, excel, pdf]) expect(isRightId(id)).toBe(true);
      const subModule = reportsModule?.subModules.find((candidate) => candidate.name === report.title);
      expect(subModule?.rights[0]?.id).toBe(view);
    }
  });

  it('seeds the seven built-in roles with valid rights', () => {
    expect(builtInRoles.map((role) => role.roleName)).toEqual([
      'Admin',
      'AdminNew',
      'Client Advocate',
      'Credit Analyst',
      'Client',
      'Debtor',
      'Broker',
    ]);
    for (const role of builtInRoles) {
      expect(role.rights.length).toBeGreaterThan(0);
      for (const right of role.rights) expect(isRightId(right)).toBe(true);
      expect(new Set(role.rights).size).toBe(role.rights.length);
      expect(role.viewOnly).toBe(roleIsViewOnly(role.roleType));
    }
  });

  it('marks client, debtor, credit analyst, broker and admin as view-only', () => {
    const viewOnly = roleTypes.filter(roleIsViewOnly);
    expect([...viewOnly].sort()).toEqual(['admin', 'broker', 'client', 'credit_analyst', 'debtor']);
  });

  it('gives Admin every right, AdminNew all but the outbox, and keeps user management from advocates', () => {
    const byType = new Map(builtInRoles.map((role) => [role.roleType, role]));
    expect(byType.get('admin')?.rights).toHaveLength(allRightIds.length);
    expect(byType.get('adminnew')?.rights).toEqual(allRightIds.filter((right) => right !== 'view_outbox'));
    for (const role of builtInRoles.filter((candidate) => candidate.roleType !== 'admin')) {
      expect(role.rights, role.roleName).not.toContain('view_outbox');
    }
    const advocate = byType.get('client_advocate')?.rights ?? [];
    expect(advocate).not.toContain('view_user_profiles');
    expect(advocate).not.toContain('view_roles_rights');
    expect(byType.get('debtor')?.rights).toContain('approval_denial');
    expect(byType.get('client')?.rights).not.toContain('approval_denial');
    expect(byType.get('client')?.rights).not.toContain('view_clients');
  });
});

describe('route table', () => {
  it('names only rights that exist', () => {
    for (const route of routes) {
      for (const right of [...route.required, ...route.optional, ...(route.menu?.rights ?? [])]) {
        expect(isRightId(right), `${route.path}: ${right}`).toBe(true);
      }
    }
  });

  it('has no two routes that match the same path', () => {
    const paths = routes.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('sends parents to routes that exist', () => {
    for (const route of routes) {
      if (route.parent) expect(findRoute(route.parent), route.path).toBeDefined();
    }
  });

  it('uses Blueprint icon names', () => {
    const icons = [
      ...routes.flatMap((route) => (route.menu ? [route.menu.icon] : [])),
      ...pathlessMenuItems.map((item) => item.icon),
      ...Object.values(menuGroupIcons),
    ];
    for (const icon of icons) expect(iconNames.has(icon), icon).toBe(true);
  });

  it('resolves every /home priority path and every menu path', () => {
    for (const path of homePriority) expect(findRoute(path), path).toBeDefined();
    const admin = new Set<string>(allRightIds);
    for (const roleType of roleTypes) {
      for (const item of flatItems(menuFor(admin, roleType))) {
        if (item.path !== undefined) expect(findRoute(item.path), item.path).toBeDefined();
      }
    }
  });

  it('matches paths case-insensitively, with params, queries and trailing slashes', () => {
    expect(findRoute('/ClientIndex')).toBe(findRoute('/clientindex'));
    expect(findRoute('/scheduleofAssignment')?.path).toBe('/scheduleofassignment');
    expect(findRoute('/setpassword/abc-123')?.path).toBe('/setpassword/:guid');
    expect(findRoute('/documents/42')?.path).toBe('/documents/:id');
    expect(findRoute('/documents')?.path).toBe('/documents');
    expect(findRoute('/resetpassword?token=xyz')?.path).toBe('/resetpassword');
    expect(findRoute('/terms&conditions?id=7')?.path).toBe('/terms&conditions');
    expect(findRoute('/invoices/')?.path).toBe('/invoices');
    expect(findRoute('/signature?id=1&id2=2&id3=3')?.access).toBe('public');
    expect(findRoute('/nowhere')).toBeUndefined();
    expect(findRoute('/setpassword')).toBeUndefined();
  });

  it('lists every route the spec names', () => {
    const named = [
      '/',
      '/login',
      '/forgetpass',
      '/verificatiocode',
      '/setpassword/:guid',
      '/resetpassword',
      '/linkexpire',
      '/registernow',
      '/frontlineregisternow',
      '/becomepartner',
      '/privacypolicy',
      '/home',
      '/profile',
      '/notifications',
      '/terms&conditions',
      '/signature',
      '/SignedTermSheet',
      '/termsheetdetail',
      '/reportindex',
      '/createrrbatch',
      '/addnewcr',
      '/addnewcollection',
      '/documents/:id',
      '/annoucements',
      '/policies',
      '/deposits',
      '/receivingaccounts',
      '/bankaccounts',
      '/debtordashboard',
      '/editdebtor',
      '/addnewdebtor',
      '/addnewinvoice',
      '/addnewscheduleofassignment',
      '/clientdetails',
      '/addprospect',
      '/brokerdetails',
      '/addnewuser',
      '/addnewrole',
      '/editrole',
    ];
    const paths = new Set(routes.map((route) => route.path));
    for (const path of named) expect(paths.has(path), path).toBe(true);
  });

  it('keeps foundation screens as the only built area and public routes rights-free', () => {
    for (const route of routes) {
      if (route.access === 'public') {
        expect(route.required, route.path).toEqual([]);
        expect(route.optional, route.path).toEqual([]);
      }
    }
    expect(findRoute('/addnewuser')?.parent).toBe('/userindex');
    expect(findRoute('/editrole')?.parent).toBe('/rolesrights');
    expect(findRoute('/addnewinvoice')?.parent).toBe('/invoices');
    expect(findRoute('/createrrbatch')?.required).toEqual(['view_reserves', 'create_rr_batch']);
  });
});

describe('canOpen', () => {
  const route = (path: string) => {
    const found = findRoute(path);
    if (!found) throw new Error(`no route ${path}`);
    return found;
  };

  it('needs every required right', () => {
    expect(canOpen(route('/createrrbatch'), held('view_reserves'))).toBe(false);
    expect(canOpen(route('/createrrbatch'), held('view_reserves', 'create_rr_batch'))).toBe(true);
  });

  it('needs one optional right when any are listed', () => {
    expect(canOpen(route('/addnewinvoice'), held('view_invoices'))).toBe(false);
    expect(canOpen(route('/addnewinvoice'), held('view_invoices', 'invoice_selection'))).toBe(true);
    expect(canOpen(route('/reports'), held('view_debtor_aging_report'))).toBe(true);
    expect(canOpen(route('/reports'), held('excel_debtor_aging_report'))).toBe(false);
  });

  it('opens right-free screens to any signed-in user', () => {
    expect(canOpen(route('/profile'), held())).toBe(true);
    expect(canOpen(route('/debtordashboard'), held())).toBe(true);
  });
});

describe('homeTarget', () => {
  it('sends a user with only invoice view rights to /invoices', () => {
    expect(homeTarget(held('view_invoices', 'invoice_selection'))).toBe('/invoices');
  });

  it('sends a user with no rights to their own profile, a page every signed-in user may open', () => {
    expect(homeTarget(held())).toBe('/profile');
  });

  it('follows the priority order among the pages that are built', () => {
    expect(homeTarget(held('view_invoices', 'view_debtors'))).toBe('/debtormain');
    expect(homeTarget(held('view_clients', 'view_debtors'))).toBe('/clientindex');
    expect(homeTarget(held('view_settings', 'view_roles_rights'))).toBe('/rolesrights');
    expect(homeTarget(held('view_schedule_of_assignment'))).toBe('/scheduleofassignment');
  });

  it("follows the spec's priority order, and sends a user who may open none of its pages to the profile", () => {
    expect(homeTarget(held('view_chats', 'view_support', 'view_debtors'))).toBe('/debtormain');
    expect(homeTarget(held('view_chats', 'view_support'))).toBe('/supportmain');
    expect(homeTarget(held('view_announcements'))).toBe('/profile');
  });

  it('lands every built-in role somewhere', () => {
    for (const role of builtInRoles) expect(homeTarget(new Set(role.rights)), role.roleName).not.toBe('/404');
  });
});

describe('menuFor', () => {
  it('keeps the spec order of top-level entries for a user holding everything', () => {
    const labels = menuFor(new Set(allRightIds), 'admin').map((entry) => entry.label);
    expect(labels).toEqual([
      'Dashboard',
      'Management',
      'Transactions',
      'General Ledger',
      'Credit Request',
      'Underwriting',
      'Reports',
      'Support',
      'User Management',
      'Settings',
      'Chat',
      'Documents',
    ]);
    expect(menuGroups.every((group) => labels.includes(group))).toBe(true);
  });

  it('offers Broker Payment without a path, disabled', () => {
    const transactions = menuFor(new Set(allRightIds), 'admin').find(
      (entry) => entry.kind === 'group' && entry.group === 'Transactions',
    );
    expect(transactions?.kind).toBe('group');
    const children = transactions?.kind === 'group' ? transactions.children : [];
    const brokerPayment = children.find((item) => item.label === 'Broker Payment');
    expect(brokerPayment).toBeDefined();
    expect(brokerPayment?.path).toBeUndefined();
    expect(brokerPayment?.disabled).toBe(true);
    expect(children.at(-1)?.label).toBe('Broker Payment');
  });

  it('shows the debtor dashboard to the debtor role only', () => {
    const debtorPaths = (roleType: (typeof roleTypes)[number]) =>
      flatItems(menuFor(new Set(allRightIds), roleType)).map((item) => item.path);
    expect(debtorPaths('debtor')).toContain('/debtordashboard');
    expect(debtorPaths('debtor')).not.toContain('/dashboard');
    for (const roleType of roleTypes.filter((candidate) => candidate !== 'debtor')) {
      expect(debtorPaths(roleType)).not.toContain('/debtordashboard');
      expect(debtorPaths(roleType)).toContain('/dashboard');
    }
  });

  it('hides entries and empty groups the user holds no right for', () => {
    const entries = menuFor(held('view_invoices'), 'custom');
    expect(entries).toEqual([
      {
        kind: 'group',
        group: 'Transactions',
        label: 'Transactions',
        icon: menuGroupIcons.Transactions,
        children: [{ kind: 'item', label: 'Invoices', icon: 'document', path: '/invoices', disabled: false }],
      },
    ]);
    expect(menuFor(held(), 'custom')).toEqual([]);
  });

  it('links the client list as /clientindex and schedules as one entry', () => {
    const paths = flatItems(menuFor(new Set(allRightIds), 'admin')).map((item) => item.path);
    expect(paths).toContain('/clientindex');
    expect(paths.filter((path) => path?.toLowerCase() === '/scheduleofassignment')).toHaveLength(1);
  });
});

describe('messages', () => {
  it('keeps the spec wording verbatim, typos included', () => {
    expect(messages.prospect.maxAllowed).toBe('Maximum 5 alloweds.');
    expect(messages.role.selectRight).toBe('Select atleast one right.');
    expect(messages.termSheet.additionalDiscountDaysRequired).toBe('Additional Disocunt Day(s) is required');
    expect(messages.termSheet.dueDiligenceDepositRequired).toBe('Due Deligence Deposit is required');
    expect(messages.termSheet.exitFeeInitialTermRequired).toBe('Exist Fee Intial Term is required');
    expect(messages.termSheet.wireFeeRequired).toBe('Wire Fee is Required');
    expect(messages.reserve.releaseDateRequired).toBe('Reserve Release Date  is required');
    expect(messages.session.signInFailed).toBe("Email or Password you entered doesn't match your account.");
    expect(messages.session.tooManyRequests).toBe('Too many requests. Please try again later.');
    expect(messages.session.linkUsedOnce).toBe('Link can only be used once.');
    expect(`${messages.session.linkExpired.title}: ${messages.session.linkExpired.message}`).toBe(
      'Link Expired: Your link has expired',
    );
    expect(messages.session.resetCodeSent).toBe(
      'Reset password verification code has been sent to your email.',
    );
    expect(messages.prospect.requestReceived).toBe(
      'Request received. Our representative will contact you shortly.',
    );
    expect(messages.generic.failure).toBe('Sorry, we are unable to process your request at this time.');
    expect(messages.password.pattern).toBe(
      'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and One Special Case Character',
    );
    expect(messages.table.noRecord).toBe('No record available.');
    expect(messages.table.minColumns(3)).toBe('Minimum 3 columns should be selected.');
    expect(messages.broker.awaitingApproval).toBe('Awaiting for Approval');
    expect(messages.invoice.unassigned).toBe('Unassigned');
    expect(messages.invoice.notFunded).toBe('Not Funded');
    expect(messages.support.unresolved).toBe('Unresolved');
    expect(messages.shell.seeMore).toBe('See More');
    expect(messages.collection.selectAtLeastOne).toBe(
      'Please select atleast one Invoice or Chargeback Invoice',
    );
    expect(messages.collection.chargebacksAmountRequired).toBe('Chargbacks Amount is required');
    expect(messages.user.updateFailed).toBe('User updated failed. Admin has been notified.');
    expect(messages.schedule.invoiceUnique).toBe(
      'Invoice can be only be part of a single Schedule, invoice should be unique',
    );
    expect(messages.confirm.unsavedChanges).toBe(
      'Are you sure, you want to close the form without saving the changes?',
    );
  });

  it('renders templated messages exactly', () => {
    expect(messages.required('Client Name')).toBe('Client Name is required');
    expect(messages.files.typeNotAllowed('exe')).toBe('File type exe is not allowed.');
    expect(messages.files.sizeTooLarge('scan.pdf')).toBe('scan.pdf size is greater than allowed size.');
    expect(messages.files.maxFiles).toBe('You can upload a maximum of 4 files.');
    expect(messages.table.pageRange(7)).toBe('Value must be between 1 and 7.');
    expect(messages.prospect.availablePercentage(25)).toBe('Avaiable Percentage is 25');
    expect(messages.prospect.exceedingPercentage('10.5')).toBe('Exceeding Percentage is 10.5');
    expect(messages.schedule.targetFull(1042)).toBe(
      'Schedule No: 1042 invoices exceed more than 20 invoices',
    );
    expect(messages.schedule.creditLimitExceeded('1,000.00')).toBe(
      "Invoice amount cannot be greater than debtor's available credit limit($1,000.00).",
    );
    expect(messages.reserve.totalExceedsBatch('$5,000.00')).toBe(
      'Note: Total Amount with Previous Reserves and Escrow should be either equal or less than batch total amount $5,000.00',
    );
    expect(messages.dashboard.dueUnder(30)).toBe('Due Under 30 days');
  });

  it('builds create, update, delete and assign toasts per spec part 1 §8', () => {
    expect(messages.crud.created('Invoice')).toEqual({
      title: 'Invoice Created.',
      message: 'invoice has been created successfully.',
    });
    expect(messages.crud.updated('Policy')).toEqual({
      title: 'Policy Updated.',
      message: 'policy has been updated successfully.',
    });
    expect(messages.crud.deleted('Schedule')).toEqual({
      title: 'Schedule Deleted.',
      message: 'schedule has been deleted successfully.',
    });
    expect(messages.crud.assigned('Ticket')).toEqual({
      title: 'Ticket Assigned.',
      message: 'ticket has been assigned successfully.',
    });
  });
});

describe('constants', () => {
  it('keeps money as strings and the spec limits', () => {
    expect(moneyMax).toBe('99999999.99');
    expect(typeof moneyMax).toBe('string');
    expect(attachmentMaxBytes).toBe(3_000_000);
    expect(pageSizes).toEqual([10, 20, 50, 'All']);
  });

  it('accepts only passwords of the spec pattern', () => {
    expect(passwordPattern.test('Abcdef1!')).toBe(true);
    expect(passwordPattern.test('abcdef1!')).toBe(false);
    expect(passwordPattern.test('Abcdefg1')).toBe(false);
    expect(passwordPattern.test('Ab1!')).toBe(false);
  });
});
