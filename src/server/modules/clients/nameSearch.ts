import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prospects } from '../../db/schema';

/**
 * The ids of the clients whose business name matches `pattern`, a LIKE pattern of lowercased text.
 * A list's search joins this subquery by id, so the name is matched by its own trigram index
 * (prospects_business_name_trgm_idx) instead of across a join that would read every row.
 */
export function clientsNamedLike(db: Db, pattern: string) {
  return db
    .select({ id: prospects.id })
    .from(prospects)
    .where(sql`lower(${prospects.companyBusinessName}) like ${pattern}`);
}
