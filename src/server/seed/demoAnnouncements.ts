import { eq, inArray } from 'drizzle-orm';
import { announcementBroadcastTo } from '../../shared/constants';
import { addDaysIso, todayIso } from '../../shared/dates';
import { announcementRoles, announcements, announcementUsers, policies, roles, users } from '../db/schema';
import type { SeedServices } from './seedServices';

/**
 * The demo's announcements and policies (docs/decisions/0036): an announcement for the Client
 * role, one for the Debtor role, one for every demo role and one for the demo admin by name, all
 * active today so each account's banner shows its own; and two policies with their attachment.
 * Runs once: a database with announcements already is left as it is.
 */

/** A small valid PDF: the policies' demo attachment. */
const demoPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function seedDemoAnnouncements(services: SeedServices): Promise<void> {
  const { db } = services;
  const [already] = await db.select({ id: announcements.id }).from(announcements).limit(1);
  if (already) return;
  const now = services.clock.now();
  const from = addDaysIso(todayIso(now), -7);
  const to = addDaysIso(todayIso(now), 60);
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@factordesk.test'));
  const roleRows = await db
    .select({ id: roles.id, type: roles.roleType })
    .from(roles)
    .where(
      inArray(roles.roleType, [
        'admin',
        'adminnew',
        'client_advocate',
        'credit_analyst',
        'client',
        'debtor',
        'broker',
      ]),
    );
  const roleIds = (types: readonly string[]) =>
    roleRows.filter((r) => types.includes(r.type)).map((r) => r.id);

  const demo = [
    {
      title: 'Holiday schedule for funding',
      text: 'Funding requests sent after 2 PM on the Friday before a holiday are processed the next business day',
      link: { text: 'See More', url: 'https://www.federalreserve.gov/aboutthefed/k8.htm' },
      roleTypes: ['client'],
    },
    {
      title: 'Invoice review window',
      text: 'Please review the invoices addressed to you within 5 business days of their arrival',
      link: null,
      roleTypes: ['debtor'],
    },
    {
      title: 'Portal maintenance',
      text: 'The portal will be unavailable on Sunday from 1 AM to 3 AM Eastern for scheduled maintenance',
      link: null,
      roleTypes: ['admin', 'adminnew', 'client_advocate', 'credit_analyst', 'client', 'debtor', 'broker'],
    },
  ];
  for (const item of demo) {
    const [row] = await db
      .insert(announcements)
      .values({
        title: item.title,
        effectiveFrom: from,
        effectiveTo: to,
        announcementText: item.text,
        hyperlinkText: item.link?.text ?? '',
        hyperlinks: item.link?.url ?? '',
        broadcastTo: announcementBroadcastTo.roles,
        createdBy: admin?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: announcements.id });
    const ids = roleIds(item.roleTypes);
    if (ids.length > 0)
      await db.insert(announcementRoles).values(ids.map((roleId) => ({ announcementId: row!.id, roleId })));
  }
  if (admin) {
    const [row] = await db
      .insert(announcements)
      .values({
        title: 'Quarter end close',
        effectiveFrom: from,
        effectiveTo: to,
        announcementText: 'Please post every collection received this quarter before the books close',
        broadcastTo: announcementBroadcastTo.users,
        createdBy: admin.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: announcements.id });
    await db.insert(announcementUsers).values({ announcementId: row!.id, userId: admin.id });
  }

  const demoPolicies = [
    {
      name: 'Credit Approval Policy',
      purpose: 'How credit limits are set and raised',
      description:
        'Credit limits are set from the debtor credit report and payment history and reviewed every quarter by a credit analyst',
    },
    {
      name: 'Collections Policy',
      purpose: 'How past due invoices are followed up',
      description:
        'Invoices past 30 days are called on weekly and past 60 days are escalated to the client advocate',
    },
  ];
  for (const policy of demoPolicies) {
    const path = await services.files.save('policies', `${policy.name}.pdf`, demoPdf);
    await db.insert(policies).values({
      ...policy,
      effectiveFrom: todayIso(now),
      attachmentPath: path,
      contentType: 'application/pdf',
      createdBy: admin?.id ?? null,
      createdAt: now,
      updatedAt: now,
    });
  }
}
