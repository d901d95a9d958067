import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatMessages, debtorClients, users } from '../db/schema';

/**
 * A demo conversation between the demo client and the demo debtor (a debtor of that client), the
 * debtor's last message still unread by the client: /chatindex shows a list, a history and a mark.
 */
export async function seedDemoChat(db: Database, now: Date): Promise<void> {
  const [client] = await db.select().from(users).where(eq(users.email, 'client@factordesk.test'));
  const [debtor] = await db.select().from(users).where(eq(users.email, 'debtor@factordesk.test'));
  if (!client?.companyId || !debtor?.debtorId) return;
  const [pair] = await db
    .select({ id: debtorClients.id })
    .from(debtorClients)
    .where(
      and(
        eq(debtorClients.prospectId, client.companyId),
        eq(debtorClients.debtorId, debtor.debtorId),
        isNull(debtorClients.deletedAt),
      ),
    );
  if (!pair) return;
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const lines: { from: 'client' | 'debtor'; text: string; minutes: number }[] = [
    {
      from: 'client',
      text: 'Good morning, we have sent this week’s invoices for your approval.',
      minutes: 180,
    },
    { from: 'debtor', text: 'Thank you, they are with our accounts payable team now.', minutes: 170 },
    { from: 'client', text: 'Could you confirm the expected payment date?', minutes: 60 },
    { from: 'debtor', text: 'Payment is scheduled for Friday by ACH.', minutes: 5 },
  ];
  await db.insert(chatMessages).values(
    lines.map((line, index) => ({
      senderId: line.from === 'client' ? client.id : debtor.id,
      receiverId: line.from === 'client' ? debtor.id : client.id,
      message: line.text,
      createdAt: minutesAgo(line.minutes),
      // All read but the last.
      readAt: index === lines.length - 1 ? null : minutesAgo(line.minutes - 1),
    })),
  );
}
