import type { ReactNode } from 'react';
import { Classes, H3 } from '@blueprintjs/core';
import { recordPanelClasses } from './recordPanelClasses';

export interface PanelSectionProps {
  /** The section's heading ('Payments'). */
  title: string;
  /** The section has nothing to show: `emptyText` stands in for its content. */
  empty?: boolean;
  /** What an empty section says ('No payments yet'). */
  emptyText?: string;
  children?: ReactNode;
}

/** One titled part of a record panel, saying so plainly when it has nothing. */
export function PanelSection({ title, empty = false, emptyText = '', children }: PanelSectionProps) {
  return (
    <section className={recordPanelClasses.section} aria-label={title}>
      <H3>{title}</H3>
      {empty ? <p className={Classes.TEXT_MUTED}>{emptyText}</p> : children}
    </section>
  );
}
