import type { ReactNode } from 'react';
import './party.css';

/**
 * A party's page in the simplified layout (a client's, a broker's home): a large title, a line in
 * plain words, then a few sections. It sits inside the shell's own <main>, so it is a named region. One column on a phone (375 px), a grid of figures on a desktop.
 */
export function PartyPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="fd-party-page" role="region" aria-label={title}>
      <header>
        <h1>{title}</h1>
        {lead !== undefined && <p className="fd-party-lead">{lead}</p>}
      </header>
      {children}
    </div>
  );
}

/** One section of a party's page, named by its heading. */
export function PartySection({ title, children }: { title: string; children: ReactNode }) {
  const id = `fd-party-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="fd-party-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The figures of a section, side by side where there is room. */
export function FigureGrid({ children }: { children: ReactNode }) {
  return <div className="fd-party-figures">{children}</div>;
}
