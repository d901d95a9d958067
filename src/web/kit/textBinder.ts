/** What text fields read and set of a form: its values by name, a setter, a touch and the shown error. */
export interface TextFieldsForm<Name extends string> {
  values: { readonly [Field in Name]?: unknown };
  setField: (name: Name, value: string, options?: { touch?: boolean }) => void;
  touch: (name: Name) => void;
  errorOf: (name: Name) => string | undefined;
}

/**
 * Wires a form's text fields, each shown as text and all disabled together: `{...text('email')}`,
 * and its phones with their codes: `{...phone('fax', 'country_fax_code')}`. `inputName` names the inputs of a record kept inside a larger form ('pocs.0.email').
 */
export function textBinder<Name extends string>(
  form: TextFieldsForm<Name>,
  disabled: boolean,
  inputName: (name: Name) => string = (name) => name,
) {
  const text = (name: Name) => ({
    name: inputName(name),
    value: String(form.values[name] ?? ''),
    onChange: (value: string) => form.setField(name, value),
    onBlur: () => form.touch(name),
    error: form.errorOf(name),
    disabled,
  });
  /** A PhoneField's number and its dialling code: picking a code touches it; its error shows when the number has none. */
  const phone = (name: Name, codeName: Name) => {
    const code = form.values[codeName];
    return {
      ...text(name),
      code: typeof code === 'string' ? code : undefined,
      onCodeChange: (next: string) => form.setField(codeName, next, { touch: true }),
      error: form.errorOf(name) ?? form.errorOf(codeName),
    };
  };
  return { text, phone };
}
