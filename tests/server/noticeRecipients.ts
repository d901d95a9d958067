import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { notifications } from '../../src/server/db/schema';

/** The users a kind's notification about one record was stored for, sorted. */
export async function storedRecipients(db: Db, type: string, typeId: number): Promise<string[]> {
  const rows = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.type, type), eq(notifications.typeId, typeId)));
  return rows.map((row) => row.userId).sort();
}

/** The catalogue's recipients: the union of the groups, without the user who acted, sorted. */
export function expectedRecipients(groups: readonly string[][], actor: string): string[] {
  return [...new Set(groups.flat())].filter((id) => id !== actor).sort();
}
