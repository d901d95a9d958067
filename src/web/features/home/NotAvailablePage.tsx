import { NonIdealState } from '@blueprintjs/core';
import { Build } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';

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
      title={`${title} is not available yet.`}
      description="This part of FactorDesk is still being built. Nothing on it is connected yet, so there is nothing to see or save here for now."
      action={<Link to="/home">Go to home</Link>}
    />
  );
}
