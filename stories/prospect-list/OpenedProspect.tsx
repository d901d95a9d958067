import { useLocation } from 'react-router-dom';

/** Stands in for /addprospect: shows which prospect the list opened (its navigation state). */
export function OpenedProspect() {
  const { state } = useLocation();
  const id = typeof state === 'object' && state !== null && 'id' in state ? String(state.id) : 'none';
  return <p>Opened prospect {id}</p>;
}
