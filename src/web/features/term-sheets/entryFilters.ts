import { termSheetLimits } from '../../../shared/validation/termSheet';

/**
 * What the term sheet's boxes let a person type (spec part 3 §5): digits with one decimal point in
 * a percentage, whole numbers in a day box, and nothing above 120 in either; the form's rules
 * then hold percentages to 100.
 */
export function percentEntry(next: string, previous: string): string {
  if (next === '') return '';
  if (!/^\d*\.?\d{0,2}$/.test(next)) return previous;
  return Number(next) > termSheetLimits.entryCap ? previous : next;
}

export function dayEntry(next: string, previous: string): string {
  if (next === '') return '';
  if (!/^\d+$/.test(next)) return previous;
  return Number(next) > termSheetLimits.entryCap ? previous : next;
}
