import type { z } from 'zod';
import type { ModuleRightsSchema } from '../../../shared/contract/roles';

export type ModuleRights = z.infer<typeof ModuleRightsSchema>;
export type SubModuleRights = ModuleRights['sub_module_name_data'][number];

/** How much of a group of rights is chosen: drives a parent checkbox (checked, indeterminate, empty). */
export type GroupState = 'all' | 'some' | 'none';

export function rightIdsOfSubModule(subModule: SubModuleRights): number[] {
  return subModule.rights.map((right) => right.right_id);
}

export function rightIdsOfModule(module: ModuleRights): number[] {
  return module.sub_module_name_data.flatMap(rightIdsOfSubModule);
}

export function groupState(ids: readonly number[], selected: ReadonlySet<number>): GroupState {
  const chosen = ids.filter((id) => selected.has(id)).length;
  if (chosen === 0) return 'none';
  return chosen === ids.length ? 'all' : 'some';
}

/** The selection with every id of a group turned on or off. */
export function withGroup(selected: ReadonlySet<number>, ids: readonly number[], on: boolean): Set<number> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}
