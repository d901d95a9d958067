import { useState } from 'react';
import { Button, Intent, ProgressBar } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ClientChoice } from '../../../shared/contract/invoiceLookups';
import type { UnderwritingTask, UnderwritingVertical } from '../../../shared/contract/underwriting';
import { messages } from '../../../shared/messages';
import { progressOf } from '../../../shared/validation/underwriting';
import { ClientSelect } from '../../domain/ClientSelect';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PageHeader } from '../../kit/PageHeader';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useConfirm, confirmPresets } from '../../kit/useConfirm';
import { useCurrentUser, useHeldRights } from '../../session/currentUser';
import { viewerKindOf } from '../../session/viewerKind';
import {
  useAddTaskMutation,
  useDeleteTaskMutation,
  useDeleteVerticalMutation,
  useGetUnderwritingsQuery,
  useSaveVerticalMutation,
  useUpdateTaskMutation,
} from './api';
import { TaskDialog, VerticalDialog } from './TitleDialog';
import { underwritingClasses } from './underwritingClasses';
import { VerticalCard } from './VerticalCard';

const U = messages.underwriting;

/** Which title dialog is open. */
type Editing =
  | { kind: 'vertical'; vertical?: UnderwritingVertical }
  | { kind: 'task'; verticalId: number; task?: UnderwritingTask };

/**
 * The underwriting checklist (/clientchecklist, spec part 3 §2, §4): a client's verticals holding
 * tasks, and the progress of checked tasks. A client user sees its own company, chosen and locked,
 * and changes it only where its role holds the rights.
 */
export function ClientChecklistPage() {
  const user = useCurrentUser();
  const rights = useHeldRights();
  const ownCompany = viewerKindOf(user) === 'client';
  const [client, setClient] = useState<ClientChoice | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const confirm = useConfirm();
  const {
    data: verticals,
    isFetching,
    error,
  } = useGetUnderwritingsQuery(client ? { prospect_id: client.id } : skipToken);
  const [saveVertical] = useSaveVerticalMutation();
  const [deleteVertical] = useDeleteVerticalMutation();
  const [addTask] = useAddTaskMutation();
  const [updateTask] = useUpdateTaskMutation();
  const [deleteTask] = useDeleteTaskMutation();

  const tasks = (verticals ?? []).flatMap((vertical) => vertical.tasks);
  const progress = progressOf(tasks);

  const run = async (call: () => Promise<{ message: string }>, title: string, failure?: string) => {
    try {
      const answer = await call();
      void toastSuccess(title, answer.message);
    } catch (failed) {
      void toastFromError(failed, failure);
    }
  };

  const removeVertical = async (vertical: UnderwritingVertical) => {
    const agreed = await confirm({ ...confirmPresets.delete, message: U.deleteVerticalWarning });
    if (agreed)
      await run(
        () => deleteVertical({ id: vertical.id }).unwrap(),
        messages.crud.deleted('Vertical').title,
        messages.titles.deletionFailed,
      );
  };
  const removeTask = async (task: UnderwritingTask) => {
    const agreed = await confirm({ ...confirmPresets.delete, message: U.deleteTaskQuestion });
    if (agreed)
      await run(
        () => deleteTask({ id: task.id }).unwrap(),
        messages.crud.deleted('Task').title,
        messages.titles.deletionFailed,
      );
  };
  const toggle = (task: UnderwritingTask) =>
    void run(
      () => updateTask({ id: task.id, status: task.status === 1 ? 0 : 1 }).unwrap(),
      messages.crud.updated('Task').title,
    );

  const saveEditedVertical = async (name: string, vertical?: UnderwritingVertical) => {
    if (!client) return;
    const answer = await saveVertical({ prospect_id: client.id, name, id: vertical?.id }).unwrap();
    void toastSuccess(messages.crud[vertical ? 'updated' : 'created']('Vertical').title, answer.message);
  };
  const saveEditedTask = async (
    verticalId: number,
    title: string,
    mandatory: boolean,
    task?: UnderwritingTask,
  ) => {
    const answer = task
      ? await updateTask({ id: task.id, title }).unwrap()
      : await addTask({ under_writing_id: verticalId, title, mandatory, status: 0 }).unwrap();
    void toastSuccess(messages.crud[task ? 'updated' : 'created']('Task').title, answer.message);
  };

  return (
    <div className={underwritingClasses.page}>
      <PageHeader
        title={U.title}
        actions={
          client &&
          rights.has('add_vertical') && (
            <Button
              icon="add"
              intent={Intent.PRIMARY}
              text={U.addVertical}
              onClick={() => setEditing({ kind: 'vertical' })}
            />
          )
        }
      />
      <div className={underwritingClasses.toolbar}>
        <ClientSelect offeredBy="underwriting" ownCompany={ownCompany} value={client} onChange={setClient} />
      </div>
      {client === null ? (
        <EmptyState title={U.chooseClient} />
      ) : isFetching && !verticals ? (
        <LoadingBlock />
      ) : error ? (
        <EmptyState title={messages.generic.failure} />
      ) : (
        <>
          <div className={underwritingClasses.progress}>
            <ProgressBar
              aria-label={U.progressLabel}
              value={progress / 100}
              stripes={false}
              intent={progress === 100 ? Intent.SUCCESS : Intent.PRIMARY}
            />
            <p aria-live="polite">{U.progress(progress)}</p>
          </div>
          {verticals?.length === 0 && <p>{U.noVerticals}</p>}
          <div className={underwritingClasses.verticals}>
            {verticals?.map((vertical) => (
              <VerticalCard
                key={vertical.id}
                vertical={vertical}
                rights={rights}
                onEdit={() => setEditing({ kind: 'vertical', vertical })}
                onDelete={() => void removeVertical(vertical)}
                onAddTask={() => setEditing({ kind: 'task', verticalId: vertical.id })}
                onToggle={toggle}
                onEditTask={(task) => setEditing({ kind: 'task', verticalId: vertical.id, task })}
                onDeleteTask={(task) => void removeTask(task)}
              />
            ))}
          </div>
        </>
      )}
      {editing?.kind === 'vertical' && (
        <VerticalDialog
          initial={editing.vertical ? { name: editing.vertical.name } : undefined}
          onSave={(form) => saveEditedVertical(form.name, editing.vertical)}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'task' && (
        <TaskDialog
          initial={
            editing.task ? { title: editing.task.title, mandatory: editing.task.mandatory } : undefined
          }
          onSave={(form) => saveEditedTask(editing.verticalId, form.title, form.mandatory, editing.task)}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
