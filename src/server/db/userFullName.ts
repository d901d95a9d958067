import { sql } from 'drizzle-orm';
import { users } from './schema';

/**
 * A user's full name as the user and role lists search and sort it; the trigram index
 * users_full_name_trgm_idx is on the same expression, so both are served by it.
 */
export const fullNameOf = sql<string>`(${users.firstName} || ' ' || ${users.lastName})`;
