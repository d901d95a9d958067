import { useEffect, useMemo, useState } from 'react';
import { Button, Classes, Icon, type IconName } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { reportWords } from '../../../shared/messages/reportPages';
import { reportGroups } from '../../../shared/rights';
import { EmptyState } from '../../kit/EmptyState';
import { PageHeader } from '../../kit/PageHeader';
import { TextField } from '../../kit/TextField';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { simpleLayoutRoles } from '../../session/listWorkspace';
import {
  reportSearchDebounceMs,
  reportSearchMinChars,
  reportsHeldBy,
  reportsMatching,
  type ReportDef,
} from './reportFilters';
import { reportLinkOf } from './reportLink';
import { reportClasses } from './reportClasses';

const M = reportWords;
const groupTitles = { Invoices: M.groups.invoices, Clients: M.groups.clients } as const;

/** The search as it applies: the typed text once the user has paused 700 ms (spec part 3 §9). */
function useSettledSearch(typed: string): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(typed), reportSearchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [typed]);
  return settled;
}

function ReportCard({ report }: { report: ReportDef }) {
  const link = reportLinkOf(report.handle);
  return (
    <li>
      <Link
        className={`${Classes.CARD} ${Classes.INTERACTIVE} ${reportClasses.card}`}
        to={link.to}
        state={link.state}
      >
        <Icon icon={report.icon as IconName} size={20} className={reportClasses.cardIcon} />
        <span className={reportClasses.cardTitle}>{report.title}</span>
      </Link>
    </li>
  );
}

/**
 * /reports (spec part 3 §2, §9): the reports the user may view, as cards grouped Invoices and
 * Clients; 'Search by report name' narrows them from the third character after a 700 ms pause. A
 * card opens its report on /reportindex by a link that can be shared and reloaded.
 */
export function ReportsPage() {
  const held = useHeldRights();
  const { role } = useCurrentUser();
  const simple = simpleLayoutRoles.includes(role.role_type);
  const [typed, setTyped] = useState('');
  const search = useSettledSearch(typed);
  const mine = useMemo(() => reportsHeldBy(held), [held]);
  const shown = useMemo(() => reportsMatching(mine, search), [mine, search]);
  const tooShort = typed.trim().length > 0 && typed.trim().length < reportSearchMinChars;

  return (
    <div className={simple ? `${reportClasses.page} ${reportClasses.simple}` : reportClasses.page}>
      <PageHeader title={M.reports} />
      {mine.length === 0 ? (
        <EmptyState icon="lock" title={M.noReports} description={M.noReportsHint} />
      ) : (
        <>
          <div className={reportClasses.search}>
            <TextField
              ariaLabel={M.searchPlaceholder}
              placeholder={M.searchPlaceholder}
              leftIcon="search"
              maxLength={30}
              value={typed}
              onChange={setTyped}
              helperText={tooShort ? M.searchHint : undefined}
            />
          </div>
          {shown.length === 0 ? (
            <EmptyState
              title={M.noMatch}
              description={M.noMatchHint(search.trim())}
              action={<Button text={reportWords.clear} onClick={() => setTyped('')} />}
            />
          ) : (
            reportGroups.map((group) => {
              const cards = shown.filter((report) => report.group === group);
              if (cards.length === 0) return null;
              const headingId = `report-group-${group}`;
              return (
                <section key={group} aria-labelledby={headingId} className={reportClasses.group}>
                  <h4 id={headingId} className={Classes.HEADING}>
                    {groupTitles[group]}
                  </h4>
                  <ul className={reportClasses.cards} aria-label={groupTitles[group]}>
                    {cards.map((report) => (
                      <ReportCard key={report.handle} report={report} />
                    ))}
                  </ul>
                </section>
              );
            })
          )}
        </>
      )}
    </div>
  );
}
