import { Navigate } from 'react-router-dom';
import { homeTarget } from '../../../shared/routes';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';

/** /home: the first built page of the spec's priority list the user may open (see homeTarget). */
export function HomeRedirect() {
  const held = useHeldRights();
  const user = useCurrentUser();
  return <Navigate to={homeTarget(held, user.role.role_type)} replace />;
}
