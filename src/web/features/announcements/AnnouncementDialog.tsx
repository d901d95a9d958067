import { Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import {
  AnnouncementFieldsSchema,
  type AnnouncementFieldsInput,
  type AnnouncementRow,
} from '../../../shared/contract/announcements';
import { announcementBroadcastTo, selectorPageSize, textLimits } from '../../../shared/constants';
import { announcementMessages as M } from '../../../shared/messages/announcements';
import { DateField } from '../../kit/DateField';
import { FormDialog } from '../../kit/FormDialog';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';
import { useAnnouncementRolesQuery, useAnnouncementUsersQuery, useSaveAnnouncementMutation } from './api';

/** Letters, digits and spaces: what the title and the text take (spec §5 Announcements). */
const plainText = /[A-Za-z0-9 ]/;
const broadcastChoices = [
  { value: announcementBroadcastTo.users, label: M.users },
  { value: announcementBroadcastTo.roles, label: M.roles },
] as const;

interface Choice {
  id: string | number;
  label: string;
}

function emptyForm(): AnnouncementFieldsInput {
  return {
    title: '',
    effective_from: '',
    effective_to: '',
    announcement_text: '',
    hyperlink_text: '',
    hyperlinks: '',
    broadcast_to: undefined as unknown as 1,
    roles: [],
    users: [],
  };
}

function formOf(row: AnnouncementRow): AnnouncementFieldsInput {
  return {
    id: row.id,
    title: row.title,
    effective_from: row.effective_from,
    effective_to: row.effective_to,
    announcement_text: row.announcement_text,
    hyperlink_text: row.hyperlink_text,
    hyperlinks: row.hyperlinks,
    broadcast_to: row.broadcast_to as 1 | 2,
    roles: row.roles,
    users: row.users,
  };
}

/** Several picked choices as removable tags under a kit select that adds one at a time. */
function ChoiceTags({
  chosen,
  onRemove,
}: {
  chosen: readonly Choice[];
  onRemove: (id: Choice['id']) => void;
}) {
  if (chosen.length === 0) return null;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: -8, marginBottom: 12 }}>
      {chosen.map((choice) => (
        <Tag key={choice.id} onRemove={() => onRemove(choice.id)} minimal>
          {choice.label}
        </Tag>
      ))}
    </div>
  );
}

/** Add New Announcement and its edit (spec part 3 §5 Announcements). */
export function AnnouncementDialog({
  editing,
  onClose,
}: {
  editing: AnnouncementRow | null;
  onClose: () => void;
}) {
  const form = useZodForm(AnnouncementFieldsSchema, editing ? formOf(editing) : emptyForm());
  const [save, { isLoading: saving }] = useSaveAnnouncementMutation();
  const [userSearch, setUserSearch] = useState('');
  const byUsers = form.values.broadcast_to === announcementBroadcastTo.users;
  const byRoles = form.values.broadcast_to === announcementBroadcastTo.roles;
  const { data: roleList } = useAnnouncementRolesQuery({}, { skip: !byRoles });
  const { data: userPage, isFetching: usersLoading } = useAnnouncementUsersQuery(
    { page: 1, per_page: selectorPageSize, search_text: userSearch },
    { skip: !byUsers },
  );

  const roleChoices: Choice[] = useMemo(
    () => (roleList ?? []).map((role) => ({ id: role.id, label: role.role_name })),
    [roleList],
  );
  const userChoices: Choice[] = useMemo(
    () => (userPage?.data ?? []).map((user) => ({ id: user.id, label: user.name })),
    [userPage],
  );
  // Names of the chosen users and roles: from the lists, else from the row being edited.
  const roleIds = form.values.roles ?? [];
  const userIds = form.values.users ?? [];
  const chosenRoles = roleIds.map((id) => ({
    id,
    label:
      roleChoices.find((c) => c.id === id)?.label ??
      editing?.role_names[editing.roles.indexOf(id)] ??
      String(id),
  }));
  const chosenUsers = userIds.map((id) => ({
    id,
    label:
      userChoices.find((c) => c.id === id)?.label ?? editing?.users_name[editing.users.indexOf(id)] ?? id,
  }));

  const submit = async () => {
    const checked = form.validateAll();
    if (!checked.ok) return;
    try {
      await save(checked.data).unwrap();
      const done = editing ? M.updated : M.created;
      void toastSuccess(done.title, done.message);
      onClose();
    } catch (error) {
      void toastFromError(error);
    }
  };

  return (
    <FormDialog
      title={editing ? M.edit : M.addNew}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={saving}
      isDirty={form.isDirty}
    >
      <TextField
        label={M.title}
        required
        maxLength={textLimits.announcementTitle}
        filter={plainText}
        {...form.bind('title')}
        error={form.errorOf('title')}
      />
      <DateField
        label={M.effectiveFrom}
        required
        {...form.bind('effective_from')}
        error={form.errorOf('effective_from')}
      />
      <DateField
        label={M.effectiveTo}
        required
        {...form.bind('effective_to')}
        error={form.errorOf('effective_to')}
      />
      <TextField
        label={M.text}
        required
        rows={3}
        maxLength={textLimits.announcementText}
        filter={plainText}
        {...form.bind('announcement_text')}
        error={form.errorOf('announcement_text')}
      />
      <TextField
        label={M.hyperlinkText}
        maxLength={textLimits.hyperlinkText}
        {...form.bind('hyperlink_text')}
        value={form.values.hyperlink_text ?? ''}
        onChange={(value: string) => form.setField('hyperlink_text', value)}
        error={form.errorOf('hyperlink_text')}
      />
      <TextField
        label={M.hyperlink}
        maxLength={500}
        {...form.bind('hyperlinks')}
        value={form.values.hyperlinks ?? ''}
        onChange={(value: string) => form.setField('hyperlinks', value)}
        error={form.errorOf('hyperlinks')}
      />
      <SelectField
        label={M.broadcastTo}
        required
        filterable={false}
        items={broadcastChoices}
        value={broadcastChoices.find((c) => c.value === form.values.broadcast_to) ?? null}
        onChange={(choice) => form.setFields({ broadcast_to: choice.value, roles: [], users: [] })}
        onBlur={() => form.touch('broadcast_to')}
        itemLabel={(choice) => choice.label}
        itemKey={(choice) => choice.value}
        error={form.errorOf('broadcast_to')}
      />
      {byRoles && (
        <>
          <SelectField
            label={M.roles}
            required
            items={roleChoices.filter((c) => !roleIds.includes(c.id as number))}
            value={null}
            onChange={(choice) => form.setField('roles', [...roleIds, choice.id as number], { touch: true })}
            onBlur={() => form.touch('roles')}
            itemLabel={(choice) => choice.label}
            itemKey={(choice) => choice.id}
            error={form.errorOf('roles')}
          />
          <ChoiceTags
            chosen={chosenRoles}
            onRemove={(id) =>
              form.setField(
                'roles',
                roleIds.filter((r) => r !== id),
                { touch: true },
              )
            }
          />
        </>
      )}
      {byUsers && (
        <>
          <SelectField
            label={M.users}
            required
            items={userChoices.filter((c) => !userIds.includes(c.id as string))}
            value={null}
            onSearch={setUserSearch}
            searchDebounceMs={350}
            loading={usersLoading}
            onChange={(choice) => form.setField('users', [...userIds, choice.id as string], { touch: true })}
            onBlur={() => form.touch('users')}
            itemLabel={(choice) => choice.label}
            itemKey={(choice) => choice.id}
            error={form.errorOf('users')}
          />
          <ChoiceTags
            chosen={chosenUsers}
            onRemove={(id) =>
              form.setField(
                'users',
                userIds.filter((u) => u !== id),
                { touch: true },
              )
            }
          />
        </>
      )}
    </FormDialog>
  );
}
