/**
 * A choice the user has not made yet (gender, role). useZodForm types a form's values as the
 * schema's input, which has no "nothing picked"; the schema itself refuses the blank with
 * '<label> is required'.
 */
export function notChosen<T>(): T {
  return undefined as T;
}
