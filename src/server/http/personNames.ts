/**
 * A person's names as the user and broker answers carry them: the first, the last, and the full
 * name (both, trimmed, so a person without a last name has no trailing space).
 */
export function nameFields(person: { firstName: string; lastName: string }) {
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    full_name: `${person.firstName} ${person.lastName}`.trim(),
  };
}
