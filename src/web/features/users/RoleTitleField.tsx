import { useMemo } from 'react';
import type { RoleRow } from '../../../shared/contract/roles';
import type { FieldFrameProps } from '../../kit/FormField';
import { SelectField } from '../../kit/SelectField';
import { useGetAssignableRolesQuery } from './api';

/** A role as the Role Title choice shows it. */
export type RoleChoice = Pick<RoleRow, 'id' | 'role_name' | 'role_type'>;

export interface RoleTitleFieldProps extends FieldFrameProps {
  /** The role the edited user holds now (kept in the list even if it is no longer assignable); null when adding. */
  currentRole: RoleChoice | null;
  /** The chosen role id; undefined while none is chosen. */
  roleId: number | undefined;
  /** Called with the picked role. */
  onChange: (role: RoleChoice) => void;
  /** Called when the list closes. */
  onBlur?: () => void;
}

/** The user form's Role Title: active roles other than client, debtor and broker (spec part 1 §5). */
export function RoleTitleField({ currentRole, roleId, onChange, onBlur, ...frame }: RoleTitleFieldProps) {
  const { data, isFetching } = useGetAssignableRolesQuery();
  const items = useMemo<RoleChoice[]>(() => {
    const assignable = data?.data ?? [];
    if (!currentRole || assignable.some((role) => role.id === currentRole.id)) return assignable;
    return [currentRole, ...assignable];
  }, [data, currentRole]);
  const chosen = items.find((role) => role.id === roleId) ?? null;
  return (
    <SelectField<RoleChoice>
      {...frame}
      required
      items={items}
      value={chosen}
      onChange={onChange}
      onBlur={onBlur}
      itemLabel={(role) => role.role_name}
      itemKey={(role) => role.id}
      loading={isFetching}
    />
  );
}
