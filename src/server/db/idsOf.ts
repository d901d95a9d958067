/** The keys of rows just read or written, as an `inArray` over those same rows takes them. */
export function idsOf<Id>(rows: readonly { id: Id }[]): Id[] {
  return rows.map((row) => row.id);
}
