import { createContext, useContext, useMemo } from 'react';
import type { CurrentUser } from '../../shared/contract/session';
import type { RightId } from '../../shared/rights';

/**
 * The signed-in user, provided by the signed-in area once user/get_user_details has answered.
 * Guards, the menu and the home redirect read rights from here; screens may too.
 */
export const CurrentUserContext = createContext<CurrentUser | null>(null);

export function useCurrentUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser() is used outside the signed-in area.');
  return user;
}

/** The user's rights as a set, for canOpen/menuFor/homeTarget. */
export function useHeldRights(): ReadonlySet<RightId> {
  const { rights } = useCurrentUser();
  return useMemo(() => new Set(rights), [rights]);
}
