import { NonIdealState } from '@blueprintjs/core';
import { Build } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';

export interface NotAvailablePageProps {
  /** The screen's title from the route table, e.g. 'Invoices'. */
  title: string;
}

/**
 * What a route of an area that is not built yet shows: an honest notice, never a fake screen
 * with made-up data.
 */
export function NotAvailablePage({ title }: NotAvailablePageProps) {
  return (
    <NonIdealState
      icon={<Build size={48} />}
      title={messages.shell.notAvailable(title)}
      description={messages.shell.notAvailableDescription}
      action={<Link to="/home">{messages.common.goHome}</Link>}
    />
  );
}
