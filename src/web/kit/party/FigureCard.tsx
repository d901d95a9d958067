import type { ReactNode } from 'react';
import './party.css';

/** One figure in large type: what it is, the amount, a line saying what it means, and where the detail is. */
export function FigureCard({
  label,
  value,
  hint,
  action,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** A link to the page that holds the detail. */
  action?: ReactNode;
}) {
  return (
    <div className="fd-party-figure" role="group" aria-label={label}>
      <span className="fd-party-figure-label">{label}</span>
      <span className="fd-party-figure-value">{value}</span>
      {hint !== undefined && <span className="fd-party-figure-hint">{hint}</span>}
      {action}
    </div>
  );
}
