/** What the invoice and schedule forms use of the double-pledge check. */
export { PledgeMatchesCallout } from './PledgeMatchesCallout';
