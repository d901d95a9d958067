import { useContext, type ReactNode } from 'react';
import { Button, Callout, H2, Intent } from '@blueprintjs/core';
import { workspaceMessages } from '../../shared/workspaceMessages';
import { FactList, type Fact } from './FactList';
import { InDetailPanelContext } from './inDetailPanel';
import { LoadingBlock } from './LoadingBlock';
import { recordPanelClasses } from './recordPanelClasses';
import './recordPanel.css';

/**
 * One set of words for every record panel: loading, failed (a record gone or out of reach answers
 * the same), retry, open page.
 */
const texts = workspaceMessages.panel;

/** What the panel reads of its RTK Query result. */
export interface RecordPanelQuery {
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface RecordPanelProps {
  /** What the panel is about ('Invoice 100123'); shown once the record has loaded. */
  title?: ReactNode;
  /** A tag or two beside the title (status, stage). */
  tags?: ReactNode;
  /** The record's query: loading the first time, failed (retried from the panel), or read. */
  query: RecordPanelQuery;
  /** Opens the record's full page; the button shows only when given. */
  onOpenPage?: () => void;
  /** The record's fields, first under the title; given once the record has loaded. */
  facts?: readonly Fact[];
  /** The sections of the record, rendered once it has loaded. */
  children?: ReactNode;
}

/**
 * The frame of a record shown in a panel beside a list: a title with the way to the full page,
 * and the loading and error states every panel shares.
 */
export function RecordPanel({ title, tags, query, onOpenPage, facts, children }: RecordPanelProps) {
  const framed = useContext(InDetailPanelContext);
  let body: ReactNode;
  if (query.isLoading) body = <LoadingBlock label={texts.loading} size="small" />;
  else if (query.isError) {
    body = (
      <Callout intent={Intent.DANGER} icon="error">
        <p>{texts.failed}</p>
        <Button text={texts.retry} icon="refresh" size="small" onClick={() => void query.refetch()} />
      </Callout>
    );
  } else {
    body = (
      <>
        {framed ? (
          tags && <header className={recordPanelClasses.header}>{tags}</header>
        ) : (
          <header className={recordPanelClasses.header}>
            <H2 className={recordPanelClasses.title}>{title}</H2>
            {tags}
            {onOpenPage && (
              <Button text={texts.openPage} icon="share" variant="minimal" onClick={onOpenPage} />
            )}
          </header>
        )}
        {facts && <FactList facts={facts} />}
        {children}
      </>
    );
  }
  return (
    <section className={recordPanelClasses.panel} aria-busy={query.isLoading}>
      {body}
    </section>
  );
}
