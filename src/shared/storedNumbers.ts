/**
 * Who may replace a stored FEIN, SSN, licence or account number (spec part 1 §5, §6): anyone while
 * none is stored; once one is, only a holder of sensitive_information_disclosure, since everyone
 * else is shown it masked. The browser locks the field by it and the server keeps the stored one.
 */
export function mayReplaceStoredNumber(stored: boolean, disclosure: boolean): boolean {
  return !stored || disclosure;
}

/** The number a save keeps: the one sent when the caller may replace the stored one, else the stored one. */
export function numberAfterSave<Stored extends string | null>(
  stored: Stored,
  sent: string | undefined,
  disclosure: boolean,
): string | Stored {
  return sent !== undefined && mayReplaceStoredNumber(stored !== null, disclosure) ? sent : stored;
}
