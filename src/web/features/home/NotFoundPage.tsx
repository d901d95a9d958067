import { NonIdealState } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';

/** The 404 page: an unknown address, or /home for a user who may open none of its pages. */
export function NotFoundPage() {
  return (
    <NonIdealState
      icon={<Search size={48} />}
      title={messages.shell.pageNotFound}
      description={messages.shell.pageNotFoundDescription}
      action={<Link to="/home">{messages.common.goHome}</Link>}
    />
  );
}
