import { Intent } from '@blueprintjs/core';
import type { ProspectRow } from '../../../shared/contract/prospectManagement';
import { messages } from '../../../shared/messages';
import type { TableAction } from '../../kit/tableTypes';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { confirmPresets, useConfirm } from '../../kit/useConfirm';
import {
  useChangeProspectStatusMutation,
  useDeleteProspectsMutation,
  useRemindProspectsMutation,
} from './api';

const L = messages.prospect.list;

const idsOf = (rows: readonly ProspectRow[]): number[] => rows.map((row) => row.id);

/** Demotion and reminders are for prospects still in play: never a fallout. */
const noFallout = (rows: readonly ProspectRow[]): boolean =>
  rows.length > 0 && rows.every((row) => row.category !== 'fallout');

/** Change Status is for exactly one tentative application (spec part 1 §4). */
export const oneTentative = (rows: readonly ProspectRow[]): ProspectRow | undefined =>
  rows.length === 1 && rows[0]?.category === 'tentative' ? rows[0] : undefined;

/**
 * The /prospectindex kebab, each item shown by its right: Promote to Client (handed to
 * `onPromote`, which opens its dialog, for prospects that are not fallouts), Demote to Fallout and Delete after a confirmation (both irreversible), Change Status
 * (handed to `onChangeStatus`, which opens its dialog) and Email to Prospect.
 */
export function useProspectActions(
  onChangeStatus: (prospect: ProspectRow) => void,
  onPromote: (prospects: readonly ProspectRow[]) => void,
): TableAction<ProspectRow>[] {
  const confirm = useConfirm();
  const [changeStatus] = useChangeProspectStatusMutation();
  const [deleteProspects] = useDeleteProspectsMutation();
  const [remindProspects] = useRemindProspectsMutation();

  const handleDemote = async (selected: readonly ProspectRow[]) => {
    const agreed = await confirm({
      title: messages.prospect.demoteToFallout,
      message: L.demoteQuestion(selected.length),
      confirmText: L.demote,
      intent: Intent.DANGER,
    });
    if (!agreed) return;
    try {
      const answer = await changeStatus({ ids: idsOf(selected), status: 2 }).unwrap();
      void toastSuccess(messages.prospect.fallout, answer.message);
    } catch (error) {
      void toastFromError(error, messages.titles.statusChangeFailed);
    }
  };

  const handleDelete = async (selected: readonly ProspectRow[]) => {
    if (!(await confirm(confirmPresets.delete))) return;
    try {
      const answer = await deleteProspects({ ids: idsOf(selected) }).unwrap();
      void toastSuccess(answer.message, L.deletedMessage(selected.length));
    } catch (error) {
      void toastFromError(error, messages.titles.deletionFailed);
    }
  };

  const handleRemind = async (selected: readonly ProspectRow[]) => {
    const agreed = await confirm({
      title: messages.prospect.emailToProspect,
      message: L.reminderQuestion(selected.length),
      confirmText: L.send,
    });
    if (!agreed) return;
    try {
      const answer = await remindProspects({ ids: idsOf(selected) }).unwrap();
      void toastSuccess(messages.prospect.reminderSent, answer.message);
    } catch (error) {
      void toastFromError(error);
    }
  };

  return [
    {
      id: 'promote',
      label: messages.prospect.promoteToClient,
      icon: 'new-person',
      right: 'promote_to_client',
      enabled: noFallout,
      onSelect: onPromote,
    },
    {
      id: 'demote',
      label: messages.prospect.demoteToFallout,
      icon: 'arrow-down',
      right: 'demote_to_fallout',
      enabled: noFallout,
      onSelect: (selected) => void handleDemote(selected),
    },
    {
      id: 'change-status',
      label: messages.prospect.changeStatus,
      icon: 'swap-horizontal',
      right: 'prospect_status_change',
      enabled: (selected) => oneTentative(selected) !== undefined,
      onSelect: (selected) => {
        const prospect = oneTentative(selected);
        if (prospect) onChangeStatus(prospect);
      },
    },
    {
      id: 'email',
      label: messages.prospect.emailToProspect,
      icon: 'envelope',
      right: 'email_reminder',
      enabled: noFallout,
      onSelect: (selected) => void handleRemind(selected),
    },
    {
      id: 'delete',
      label: messages.prospect.delete,
      icon: 'trash',
      intent: 'danger',
      right: 'delete_prospect',
      enabled: (selected) => selected.length > 0,
      onSelect: (selected) => void handleDelete(selected),
    },
  ];
}
