import type { within } from 'storybook/test';

type Scope = ReturnType<typeof within>;

/**
 * The trigger of the kit select labelled `label`: a combobox when its list has no search box, a
 * button that opens the list (and its search box) otherwise (see SelectField).
 */
export function selectTrigger(scope: Scope, label: string | RegExp): HTMLElement {
  return scope.queryByRole('combobox', { name: label }) ?? scope.getByRole('button', { name: label });
}
