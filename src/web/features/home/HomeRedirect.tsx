import { Navigate } from 'react-router-dom';
import { homeTarget } from '../../../shared/routes';
import { useHeldRights } from '../../session/currentUser';

/** /home: the first built page of the spec's priority list the user may open (see homeTarget). */
export function HomeRedirect() {
  const held = useHeldRights();
  return <Navigate to={homeTarget(held)} replace />;
}
