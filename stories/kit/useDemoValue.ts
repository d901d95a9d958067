import { useState } from 'react';

/** A kit field's story props: the field's own, its value kept by the story from `initial`. */
export type FieldDemoProps<FieldProps> = Omit<FieldProps, 'value'> & { initial?: string };

/**
 * The value of a kit field in a story, held as a form would hold it: each change shows in the
 * field and reaches `onChange` (the story's spy). Spread the result into the field.
 */
export function useDemoValue(initial: string, onChange: (value: string) => void) {
  const [value, setValue] = useState(initial);
  return {
    value,
    onChange: (next: string) => {
      setValue(next);
      onChange(next);
    },
  };
}
