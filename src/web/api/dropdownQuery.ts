import { z } from 'zod';
import { dropdownEndpoints } from '../../shared/contract/dropdowns';
import type { ResponseOf } from '../../shared/contract/endpoint';
import type { DropdownItem, DropdownName } from '../../shared/dropdowns';
import type { ApiBuild } from './contractEndpoints';
import { post } from './contractQuery';

const DropdownItemsSchema = z.array(z.object({ name: z.string(), value: z.number().int() }));

/** The lists change only with a release: one read an hour is plenty. */
const dropdownCacheSeconds = 3600;

type DropdownsAnswer = ResponseOf<typeof dropdownEndpoints.dropdowns>;

/** One list of the lookup's answer, which sends each as the JSON text of its items; empty when not sent. */
function itemsOf(answer: DropdownsAnswer, name: DropdownName): DropdownItem[] {
  return DropdownItemsSchema.parse(JSON.parse(answer.dropdowns[name] ?? '[]'));
}

/** A query of select lists, whose answer `shape` makes into what the screens read. */
function dropdownListsQuery<Result>(
  build: ApiBuild,
  names: readonly DropdownName[],
  shape: (answer: DropdownsAnswer) => Result,
) {
  return build.query<Result, void>({
    query: () => post(dropdownEndpoints.dropdowns, { select: [...names] }),
    transformResponse: shape,
    keepUnusedDataFor: dropdownCacheSeconds,
  });
}

/** A query of the named select lists, each parsed into its items: `{ [name]: items }`. */
export function dropdownsQueryOf<N extends DropdownName>(build: ApiBuild, names: readonly N[]) {
  return dropdownListsQuery(
    build,
    names,
    (answer) =>
      Object.fromEntries(names.map((name) => [name, itemsOf(answer, name)])) as Record<N, DropdownItem[]>,
  );
}

/** A query of one select list's items. */
export function dropdownQueryOf(build: ApiBuild, name: DropdownName) {
  return dropdownListsQuery(build, [name], (answer) => itemsOf(answer, name));
}
