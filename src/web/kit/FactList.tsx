import { Fragment, type ReactNode } from 'react';
import { recordPanelClasses } from './recordPanelClasses';

export interface Fact {
  label: string;
  value: ReactNode;
}

export interface FactListProps {
  /** Label and value pairs, in reading order. */
  facts: readonly Fact[];
}

/** A record's fields as label–value pairs, two columns. */
export function FactList({ facts }: FactListProps) {
  return (
    <dl className={recordPanelClasses.facts}>
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
