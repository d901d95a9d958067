import './pledgeMatches.css';

/** Class names of the double-pledge panel (styled in pledgeMatches.css). */
export const pledgeMatchClasses = {
  panel: 'fd-pledge-matches',
  reviewed: 'fd-pledge-matches-reviewed',
} as const;
