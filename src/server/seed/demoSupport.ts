import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { supportTicketResponses, supportTickets, users } from '../db/schema';

/**
 * Demo support tickets (docs/decisions/0034-support-tickets.md): the demo client's and debtor's,
 * one assigned to the Admin and answered, one open and unassigned, one closed.
 */
export async function seedDemoSupport(db: Db, now: Date): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, ['client@factordesk.test', 'debtor@factordesk.test', 'admin@factordesk.test']),
    );
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const client = idOf('client@factordesk.test');
  const debtor = idOf('debtor@factordesk.test');
  const admin = idOf('admin@factordesk.test');
  if (!client || !debtor || !admin) return;
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const [answered] = await db
    .insert(supportTickets)
    .values({
      title: 'Invoice upload keeps failing',
      ticketType: 1,
      priority: 3,
      details: 'The PDF of invoice INV-1042 is refused when I attach it to the schedule.',
      module: 6,
      status: 2,
      createdBy: client,
      assignedTo: admin,
      createdAt: hoursAgo(50),
      updatedAt: hoursAgo(26),
    })
    .returning({ id: supportTickets.id });
  await db.insert(supportTickets).values([
    {
      title: 'How is the reserve released?',
      ticketType: 2,
      priority: 1,
      details: 'When will the reserve of last month be paid back to us?',
      module: 11,
      status: 1,
      createdBy: client,
      createdAt: hoursAgo(5),
      updatedAt: hoursAgo(5),
    },
    {
      title: 'Remittance address',
      ticketType: 2,
      priority: 2,
      details: 'Which address should our checks be mailed to?',
      module: 9,
      status: 1,
      createdBy: debtor,
      createdAt: hoursAgo(8),
      updatedAt: hoursAgo(8),
    },
    {
      title: 'Password reset mail',
      ticketType: 4,
      priority: 2,
      details: 'The reset mail arrived late.',
      module: 20,
      status: 0,
      createdBy: debtor,
      resolutionDate: hoursAgo(70),
      createdAt: hoursAgo(96),
      updatedAt: hoursAgo(70),
    },
  ]);
  if (!answered) return;
  await db.insert(supportTicketResponses).values({
    ticketId: answered.id,
    response: 'Thanks, we are looking into it: the file seems to be a scanned image saved as .pdf.',
    responderId: admin,
    createdAt: hoursAgo(26),
  });
  await db
    .update(supportTickets)
    .set({ updatedAt: hoursAgo(26) })
    .where(eq(supportTickets.id, answered.id));
}
