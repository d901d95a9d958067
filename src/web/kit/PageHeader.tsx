import type { ReactNode } from 'react';
import { Classes, H3 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { kitClasses } from './kitClasses';
import { messages } from '../../shared/messages';
import './kit.css';

/** One step of the breadcrumb trail. */
export interface Crumb {
  /** The text, e.g. 'Clients'. */
  text: string;
  /** In-app path it links to; the last crumb usually has none. */
  to?: string;
}

export interface PageHeaderProps {
  /** The screen's title, e.g. 'Invoices'. */
  title: ReactNode;
  /** The trail above the title (Management > Clients > Edit Client). */
  breadcrumbs?: readonly Crumb[];
  /** Buttons at the right (Add New Invoice). */
  actions?: ReactNode;
}

/** The top of every screen: breadcrumb trail, title and the screen's main actions. */
export function PageHeader({ title, breadcrumbs, actions }: PageHeaderProps) {
  // A trail that is only the page itself says nothing the title does not.
  const trail = breadcrumbs && (breadcrumbs.length > 1 || breadcrumbs[0]?.text !== title) ? breadcrumbs : [];
  return (
    <header className={kitClasses.pageHeader}>
      <div>
        {trail.length > 0 && (
          <nav aria-label={messages.common.breadcrumb}>
            <ul className={Classes.BREADCRUMBS}>
              {trail.map((crumb, index) => {
                const isLast = index === trail.length - 1;
                return (
                  <li key={`${crumb.text}-${index}`}>
                    {crumb.to && !isLast ? (
                      <Link className={Classes.BREADCRUMB} to={crumb.to}>
                        {crumb.text}
                      </Link>
                    ) : (
                      <span
                        className={
                          isLast ? `${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}` : Classes.BREADCRUMB
                        }
                        aria-current={isLast ? 'page' : undefined}
                      >
                        {crumb.text}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        <H3 className={kitClasses.pageHeaderTitle}>{title}</H3>
      </div>
      {actions && <div className={kitClasses.pageHeaderActions}>{actions}</div>}
    </header>
  );
}
