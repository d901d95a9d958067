import { Card, Elevation, H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { shellClasses } from './shellClasses';

export interface PublicFrameProps {
  /** Heading under the brand, e.g. 'Sign In'; omitted for pages that bring their own. */
  title?: string;
  /** Wider card for long content. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the public pages: a centred card with the brand above the page's content. */
export function PublicFrame({ title, wide = false, children }: PublicFrameProps) {
  const cardClass = wide
    ? `${shellClasses.publicCard} ${shellClasses.publicCardWide}`
    : shellClasses.publicCard;
  return (
    <main className={shellClasses.publicPage}>
      <Card elevation={Elevation.TWO} className={cardClass}>
        <p className={shellClasses.publicBrand}>FactorDesk</p>
        {title ? <H2 className={shellClasses.publicTitle}>{title}</H2> : null}
        {children}
      </Card>
    </main>
  );
}
