// The simplified layout's pieces (a party's own pages); they know no business.
export { PartyPage, PartySection, FigureGrid } from './PartyPage';
export { FigureCard } from './FigureCard';
export { PlainList, type PlainRow } from './PlainList';
