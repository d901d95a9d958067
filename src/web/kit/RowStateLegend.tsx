import { messages } from '../../shared/messages';
import { kitClasses } from './kitClasses';
import './kit.css';

/** The row states a legend can explain. */
export type LegendState = 'deleted' | 'terminated';

export interface RowStateLegendProps {
  /** Which swatches to show, in order (default Deleted and Terminated). */
  states?: readonly LegendState[];
  /** Override a swatch's label (e.g. 'Closed' for support tickets). */
  labels?: Partial<Record<LegendState, string>>;
}

const defaultLabels: Record<LegendState, string> = {
  deleted: messages.table.deleted,
  terminated: messages.table.terminated,
};

/**
 * Colour swatches that explain the deleted and terminated row colours of a list: a group named
 * Legend (a bare span may not carry a name), and nothing at all when there is nothing to explain.
 */
export function RowStateLegend({ states = ['deleted', 'terminated'], labels }: RowStateLegendProps) {
  if (states.length === 0) return null;
  return (
    <span className={kitClasses.legend} role="group" aria-label={messages.common.legend}>
      {states.map((state) => (
        <span key={state}>
          <span className={`${kitClasses.legendSwatch} ${kitClasses.rowState[state]}`} aria-hidden="true" />
          {labels?.[state] ?? defaultLabels[state]}
        </span>
      ))}
    </span>
  );
}
