import type { ReactNode } from 'react';
import './party.css';

export interface PlainRow {
  key: string | number;
  label: ReactNode;
  value: ReactNode;
  /** A second line under the row, smaller. */
  detail?: ReactNode;
}

/** A short list of label and value in plain words: no columns to hide, it wraps on a phone. */
export function PlainList({
  label,
  rows,
  empty,
}: {
  label: string;
  rows: readonly PlainRow[];
  empty: string;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <ul className="fd-party-list" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key}>
          <span>{row.label}</span>
          <span className="fd-party-list-value">{row.value}</span>
          {row.detail !== undefined && <span className="fd-party-list-detail">{row.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
