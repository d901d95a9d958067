import type { RightId, RoleType } from '../../shared/rights';

/** Who is calling: resolved from the bearer token and its live server-side session. */
export interface Caller {
  userId: string;
  sessionId: string;
  roleType: RoleType;
  rights: ReadonlySet<RightId>;
  /** The client company of a client-role user. */
  companyId: number | null;
  debtorId: number | null;
  brokerId: number | null;
  sensitiveInformationDisclosure: boolean;
}

export function holdsAll(caller: Caller, rights: readonly RightId[] = []): boolean {
  return rights.every((r) => caller.rights.has(r));
}

export function holdsAny(caller: Caller, rights: readonly RightId[] = []): boolean {
  return rights.length === 0 || rights.some((r) => caller.rights.has(r));
}
