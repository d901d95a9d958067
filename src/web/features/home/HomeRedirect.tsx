import { Navigate } from 'react-router-dom';
import { homeTarget } from '../../../shared/routes';
import { useHeldRights } from '../../app/currentUser';

/** /home: the first page of the spec's priority list the user may open, else the 404 page. */
export function HomeRedirect() {
  const held = useHeldRights();
  return <Navigate to={homeTarget(held)} replace />;
}
