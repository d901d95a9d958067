import { useState } from 'react';
import { Divider } from '@blueprintjs/core';
import type { ProspectRow } from '../../../shared/contract/prospectManagement';
import { dropdowns, type DropdownItem } from '../../../shared/dropdowns';
import { messages } from '../../../shared/messages';
import { textLimits } from '../../../shared/constants';
import {
  ProspectResponseFormSchema,
  responseAttachmentRules,
  type ProspectResponseFormInput,
} from '../../../shared/validation/prospectResponse';
import { FormDialog } from '../../kit/FormDialog';
import { FileUpload } from '../../kit/FileUpload';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';
import { useSaveProspectResponseMutation } from './api';
import { ResponseHistory } from './ResponseHistory';

const L = messages.prospect.list;
const blank: ProspectResponseFormInput = {
  future_status: null,
  comments: '',
  response_given_by_prospect: '',
};
const futureStatuses: readonly DropdownItem[] = dropdowns.prospect_future_response;
const chosenFileId = 'chosen';

export interface ChangeStatusDialogProps {
  /** The tentative application whose response is recorded. */
  prospect: ProspectRow;
  /** Closes the dialog (after the save, or when the user gives up). */
  onClose: () => void;
}

/**
 * Change Status of one tentative application (spec part 1 §2.4, §5): its response history, and the
 * form recording a new response (future status, comments and the prospect's answer, each required,
 * the texts at most 90 characters) with an optional attachment.
 */
export function ChangeStatusDialog({ prospect, onClose }: ChangeStatusDialogProps) {
  const form = useZodForm(ProspectResponseFormSchema, blank);
  const [file, setFile] = useState<File | null>(null);
  const [save, { isLoading }] = useSaveProspectResponseMutation();

  const handleSubmit = async () => {
    const result = form.validateAll();
    if (!result.ok || isLoading) return;
    const data = new FormData();
    data.append('prospect_id', String(prospect.id));
    data.append('future_status', String(result.data.future_status));
    data.append('comments', result.data.comments);
    data.append('response_given_by_prospect', result.data.response_given_by_prospect);
    if (file) data.append('attachment_path', file);
    try {
      const answer = await save({ prospectId: prospect.id, form: data }).unwrap();
      void toastSuccess(messages.prospect.changeStatus, answer.message);
      onClose();
    } catch (error) {
      void toastFromError(error, messages.titles.statusChangeFailed);
    }
  };

  const handleViewChosen = () => {
    if (file && typeof URL.createObjectURL === 'function') {
      window.open(URL.createObjectURL(file), '_blank', 'noopener,noreferrer');
    }
  };

  const futureStatus = form.bind('future_status');
  const chosenStatus = futureStatuses.find((item) => item.value === futureStatus.value) ?? null;

  return (
    <FormDialog
      size="lg"
      title={`${messages.prospect.changeStatus}: ${prospect.company_business_name}`}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      saving={isLoading}
      isDirty={form.isDirty || file !== null}
      after={
        <>
          <Divider />
          <ResponseHistory prospectId={prospect.id} />
        </>
      }
    >
      <SelectField<DropdownItem>
        label={L.futureStatus}
        required
        items={futureStatuses}
        value={chosenStatus}
        onChange={(item) => form.setField('future_status', item.value, { touch: true })}
        onBlur={futureStatus.onBlur}
        itemLabel={(item) => item.name}
        itemKey={(item) => item.value}
        filterable={false}
        error={futureStatus.error}
      />
      <TextField
        {...form.bind('comments')}
        label={L.comments}
        required
        rows={2}
        maxLength={textLimits.tentativeComments}
      />
      <TextField
        {...form.bind('response_given_by_prospect')}
        label={L.response}
        required
        rows={2}
        maxLength={textLimits.tentativeResponse}
      />
      <FileUpload
        label={L.attachment}
        rules={responseAttachmentRules}
        multiple={false}
        stripPrefix={false}
        existingFiles={file ? [{ id: chosenFileId, name: file.name }] : []}
        onFilesAccepted={([picked]) => setFile(picked ?? null)}
        onView={handleViewChosen}
        onDelete={() => setFile(null)}
        disabled={isLoading}
      />
    </FormDialog>
  );
}
