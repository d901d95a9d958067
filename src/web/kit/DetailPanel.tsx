import { Suspense, useId, type ReactNode } from 'react';
import { Button, H3 } from '@blueprintjs/core';
import { kitClasses } from './kitClasses';
import { InDetailPanelContext } from './inDetailPanel';
import { LoadingBlock } from './LoadingBlock';
import { workspaceText } from './workspaceText';
import './kit.css';

export interface DetailPanelProps {
  /** The record's name, the panel's heading. */
  title: string;
  /** Opens the record's full page; without it there is no "Open full page". */
  onOpenFullPage?: () => void;
  /** Closes the panel (the close button and Escape). */
  onClose: () => void;
  /** The record's detail. */
  children: ReactNode;
}

/** The panel beside a workspace list showing the active row's detail. */
export function DetailPanel({ title, onOpenFullPage, onClose, children }: DetailPanelProps) {
  const headingId = useId();
  return (
    <section className={kitClasses.detailPanel} aria-labelledby={headingId}>
      <header className={kitClasses.detailPanelHeader}>
        <H3 id={headingId} className={kitClasses.detailPanelTitle}>
          {title}
        </H3>
        {onOpenFullPage && (
          <Button size="small" icon="share" text={workspaceText.openFullPage} onClick={onOpenFullPage} />
        )}
        <Button
          size="small"
          variant="minimal"
          icon="cross"
          aria-label={workspaceText.closePanel}
          title={workspaceText.closePanel}
          onClick={onClose}
        />
      </header>
      <div className={`${kitClasses.detailPanelBody}`}>
        <InDetailPanelContext.Provider value={true}>
          {/* A dedicated panel loads as its own chunk: its wait stays inside the panel. */}
          <Suspense fallback={<LoadingBlock size="small" />}>{children}</Suspense>
        </InDetailPanelContext.Provider>
      </div>
    </section>
  );
}
