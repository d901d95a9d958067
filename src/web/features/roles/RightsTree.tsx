import { memo } from 'react';
import { Card, Checkbox } from '@blueprintjs/core';
import { FormField } from '../../kit/FormField';
import {
  groupState,
  rightIdsOfModule,
  rightIdsOfSubModule,
  withGroup,
  type ModuleRights,
} from './rightsSelection';
import { roleFormClasses } from './roleFormClasses';
import { messages } from '../../../shared/messages';

export interface RightsTreeProps {
  /** The catalogue from rights/get_module_rights: module > sub-module > right. */
  modules: readonly ModuleRights[];
  /** The chosen right ids. */
  selected: ReadonlySet<number>;
  /** Called with the new selection after any click. */
  onChange: (next: Set<number>) => void;
  /** Read-only (View Role). */
  disabled?: boolean;
  /** 'Select atleast one right.' once shown. */
  error?: string;
}

interface GroupBoxProps {
  ids: readonly number[];
  name: string;
  label: string;
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  disabled: boolean;
}

/** A parent checkbox: checked when all its rights are, indeterminate when some are; a click selects or clears them all. */
function GroupBox({ ids, name, label, selected, onChange, disabled }: GroupBoxProps) {
  const state = groupState(ids, selected);
  return (
    <Checkbox
      labelElement={<strong>{label}</strong>}
      aria-label={messages.role.selectAll(name)}
      checked={state === 'all'}
      indeterminate={state === 'some'}
      disabled={disabled || ids.length === 0}
      onChange={() => onChange(withGroup(selected, ids, state !== 'all'))}
    />
  );
}

/**
 * The role editor's rights: a card per module with select-all, tri-state sub-modules and their
 * rights. Memoised, as the catalogue is long and the title field re-renders the form on each key.
 */
export const RightsTree = memo(function RightsTree({
  modules,
  selected,
  onChange,
  disabled = false,
  error,
}: RightsTreeProps) {
  return (
    <FormField label={messages.role.rights} required error={error}>
      <div className={roleFormClasses.tree}>
        {modules.map((module) => (
          <Card key={module.module_name} compact>
            <GroupBox
              ids={rightIdsOfModule(module)}
              name={module.module_name}
              label={module.module_name}
              selected={selected}
              onChange={onChange}
              disabled={disabled}
            />
            <div className={roleFormClasses.children}>
              {module.sub_module_name_data.map((subModule) => (
                <div key={subModule.sub_module_name}>
                  <GroupBox
                    ids={rightIdsOfSubModule(subModule)}
                    name={`${module.module_name} › ${subModule.sub_module_name}`}
                    label={subModule.sub_module_name}
                    selected={selected}
                    onChange={onChange}
                    disabled={disabled}
                  />
                  <div className={roleFormClasses.children}>
                    {subModule.rights.map((right) => (
                      <Checkbox
                        key={right.right_id}
                        label={right.display_name}
                        checked={selected.has(right.right_id)}
                        disabled={disabled}
                        onChange={(event) =>
                          onChange(withGroup(selected, [right.right_id], event.currentTarget.checked))
                        }
                      />
                    ))}
                  </div>
                </div>
              ))}
            </div>
          </Card>
        ))}
      </div>
    </FormField>
  );
});
