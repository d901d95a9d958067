import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from '../api/baseApi';
import { liveConnectionActor, tagsToRefresh } from './liveConnection';
import { tokenStorage } from './tokenStorage';

/**
 * 'status_change': the user was deactivated or moved to another role (spec part 1 §4). Every open
 * tab hears it on its own socket and signs out at once: storage cleared, back to /login.
 */
export function signOutOnStatusChange(): void {
  tokenStorage.clearAll();
  window.location.assign('/login');
}

/**
 * The live connection as the session machine's `connect` actor, wired to the store: each event
 * invalidates the tags it touches, so the bell and any open list re-read the API (the socket is a
 * doorbell, not a data feed).
 */
export function useLiveConnection(): ReturnType<typeof liveConnectionActor> {
  const dispatch = useDispatch();
  return useMemo(
    () =>
      liveConnectionActor((event, payload) => {
        if (event === 'status_change') {
          signOutOnStatusChange();
          return;
        }
        const tags = tagsToRefresh(event, payload);
        if (tags.length > 0) dispatch(baseApi.util.invalidateTags(tags));
      }),
    [dispatch],
  );
}
