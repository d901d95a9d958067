/** The one selected row, or undefined when none or several are (actions on one row only). */
export function onlyOne<T>(selected: readonly T[]): T | undefined {
  return selected.length === 1 ? selected[0] : undefined;
}

/** An action's `enabled`: exactly one row selected, and `may` allows the action on it. */
export function onlyOneThat<T>(may: (row: T) => boolean): (selected: readonly T[]) => boolean {
  return (selected) => {
    const row = onlyOne(selected);
    return row !== undefined && may(row);
  };
}
