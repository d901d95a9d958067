import { useState } from 'react';
import { Intent } from '@blueprintjs/core';
import type { ScheduleRow } from '../../../shared/contract/schedules';
import { messages } from '../../../shared/messages';
import type { TableAction } from '../../kit/tableTypes';
import { useDownloadSchedulePdf } from './useDownloadSchedulePdf';

/** Which workflow dialog is open, on which schedule. */
export type ScheduleWorkflow = { kind: 'verify' | 'delete'; schedule: ScheduleRow } | null;

/** Every schedule action needs exactly one selected schedule that is not deleted (spec part 2 §4). */
export function oneLiveSchedule(selected: readonly ScheduleRow[]): ScheduleRow | undefined {
  return selected.length === 1 && selected[0] && !selected[0].is_deleted ? selected[0] : undefined;
}

/** The /scheduleofassignment kebab: Verify Schedule, Download as PDF and Delete Schedule, each with its right. */
export function useScheduleActions(): {
  actions: TableAction<ScheduleRow>[];
  workflow: ScheduleWorkflow;
  closeWorkflow: () => void;
} {
  const [workflow, setWorkflow] = useState<ScheduleWorkflow>(null);
  const { download } = useDownloadSchedulePdf();
  const enabled = (selected: readonly ScheduleRow[]) => oneLiveSchedule(selected) !== undefined;
  const open = (kind: 'verify' | 'delete') => (selected: readonly ScheduleRow[]) => {
    const schedule = oneLiveSchedule(selected);
    if (schedule) setWorkflow({ kind, schedule });
  };

  return {
    workflow,
    closeWorkflow: () => setWorkflow(null),
    actions: [
      {
        id: 'verify-schedule',
        label: messages.schedule.verify,
        icon: 'endorsed',
        right: 'verify_schedule',
        enabled,
        onSelect: open('verify'),
      },
      {
        id: 'download-schedule',
        label: messages.schedule.downloadPdf,
        icon: 'document-open',
        right: 'download_schedule',
        enabled,
        onSelect: (selected) => {
          const schedule = oneLiveSchedule(selected);
          if (schedule) void download(schedule.id);
        },
      },
      {
        id: 'delete-schedule',
        label: messages.schedule.delete,
        icon: 'trash',
        intent: Intent.DANGER,
        right: 'delete_schedule',
        enabled,
        onSelect: open('delete'),
      },
    ],
  };
}
