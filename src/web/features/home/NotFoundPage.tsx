import { NonIdealState } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';

/** The 404 page: an unknown address, or /home for a user who may open none of its pages. */
export function NotFoundPage() {
  return (
    <NonIdealState
      icon={<Search size={48} />}
      title="Page Not Found"
      description="The page you are looking for does not exist, or you do not have access to any page here yet."
      action={<Link to="/home">Go to home</Link>}
    />
  );
}
