import { z } from 'zod';
import { AssignedUserSchema, type AssignedUser } from '../../../shared/contract/roles';

/** roles/delete_role's 409 answer: the role is still held by these users. */
const HoldersAnswerSchema = z.object({ status: z.literal(false), users: z.array(AssignedUserSchema).min(1) });

/** The users holding a role when a delete was refused for them; null for any other failure. */
export function roleHoldersOf(error: unknown): AssignedUser[] | null {
  if (typeof error !== 'object' || error === null || !('status' in error) || error.status !== 409)
    return null;
  const parsed = HoldersAnswerSchema.safeParse('data' in error ? error.data : undefined);
  return parsed.success ? parsed.data.users : null;
}
