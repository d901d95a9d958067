/**
 * The fixed lists the term sheet's Proposal Validity and Cash Clearance are chosen from (spec part
 * 3 §5: "chosen from fixed lists whose values are not shown"). Why these values:
 * docs/decisions/0025-term-sheets.md.
 */

/** How long the proposal stands, in calendar days. */
export const proposalValidityOptions = [
  { value: 7, name: '7 days' },
  { value: 15, name: '15 days' },
  { value: 30, name: '30 days' },
  { value: 45, name: '45 days' },
  { value: 60, name: '60 days' },
  { value: 90, name: '90 days' },
] as const;

/** How many business days a collected payment takes to clear before it is applied. */
export const businessDaysClearanceOptions = [
  { value: 1, name: '1 business day' },
  { value: 2, name: '2 business days' },
  { value: 3, name: '3 business days' },
  { value: 5, name: '5 business days' },
  { value: 7, name: '7 business days' },
  { value: 10, name: '10 business days' },
] as const;

export interface TermSheetOption {
  value: number;
  name: string;
}

/** The option's words, or the bare number for a value no longer offered. */
export function optionName(options: readonly TermSheetOption[], value: number | null, unit: string): string {
  if (value === null) return '';
  return options.find((option) => option.value === value)?.name ?? `${value} ${unit}`;
}
