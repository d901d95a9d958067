import { newScheduleTargetId, textLimits } from '../../../shared/constants';
import type { InvoiceRow } from '../../../shared/contract/invoices';
import { messages } from '../../../shared/messages';
import {
  MoveToScheduleFormSchema,
  type MoveToScheduleFormInput,
} from '../../../shared/validation/moveToSchedule';
import { FormDialog } from '../../kit/FormDialog';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';
import { useClientSchedulesQuery, useMoveToScheduleMutation } from './api';

const S = messages.invoice.screens;
const blank: MoveToScheduleFormInput = { schedule_id: null, schedule_no: '' };

interface TargetChoice {
  id: number;
  label: string;
}

export interface MoveToScheduleDialogProps {
  /** The invoices to move, all of one client, none funded or scheduled. */
  invoices: readonly InvoiceRow[];
  /** Closes the dialog; `moved` tells whether the invoices moved. */
  onClose: (moved: boolean) => void;
}

/**
 * Move to Schedule (spec part 2 §4 Invoices): one of the client's schedules, or New Schedule with a
 * number of 1 to 6 digits.
 */
export function MoveToScheduleDialog({ invoices, onClose }: MoveToScheduleDialogProps) {
  const prospectId = invoices[0]?.prospect_id ?? 0;
  const schedules = useClientSchedulesQuery(prospectId);
  const [move, { isLoading }] = useMoveToScheduleMutation();
  const form = useZodForm(MoveToScheduleFormSchema, blank);

  const choices: TargetChoice[] = [
    ...(schedules.data ?? []).map((schedule) => ({
      id: schedule.id,
      label: S.scheduleOption(schedule.schedule_no, schedule.invoicesCount),
    })),
    { id: newScheduleTargetId, label: messages.schedule.newSchedule },
  ];
  const chosen = choices.find((choice) => choice.id === form.values.schedule_id) ?? null;

  const handleSubmit = async () => {
    const result = form.validateAll();
    if (!result.ok || isLoading) return;
    try {
      const answer = await move({
        invoices_ids: invoices.map((invoice) => invoice.id),
        ...result.data,
      }).unwrap();
      void toastSuccess(S.moveTitle, answer.message);
      onClose(true);
    } catch (error) {
      void toastFromError(error, messages.titles.error);
    }
  };

  return (
    <FormDialog
      title={S.moveTitle}
      onClose={() => onClose(false)}
      onSubmit={() => void handleSubmit()}
      saving={isLoading}
      isDirty={form.isDirty}
      submitText={S.move}
    >
      <SelectField<TargetChoice>
        label={S.targetSchedule}
        required
        items={choices}
        value={chosen}
        loading={schedules.isFetching}
        onChange={(choice) => form.setField('schedule_id', choice.id, { touch: true })}
        onBlur={() => form.touch('schedule_id')}
        itemLabel={(choice) => choice.label}
        itemKey={(choice) => choice.id}
        error={form.errorOf('schedule_id')}
      />
      {form.values.schedule_id === newScheduleTargetId && (
        <TextField
          {...form.bind('schedule_no')}
          value={form.values.schedule_no ?? ''}
          label={S.newScheduleNo}
          required
          filter="digits"
          maxLength={textLimits.moveToScheduleNoDigits}
          inputMode="numeric"
        />
      )}
    </FormDialog>
  );
}
