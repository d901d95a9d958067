import { useState } from 'react';
import { Button, HTMLTable, Intent } from '@blueprintjs/core';
import {
  ticketLimits,
  ticketResponseFileRules,
  type TicketResponseRow,
} from '../../../shared/contract/support';
import { formatUsDate } from '../../../shared/dates';
import { supportMessages } from '../../../shared/messages/support';
import { AppDialog } from '../../kit/AppDialog';
import { FactList } from '../../kit/FactList';
import { FileUpload } from '../../kit/FileUpload';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { TextField } from '../../kit/TextField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useSaveTicketResponseMutation, useTicketAttachmentUrlMutation, useTicketQuery } from './api';

const M = supportMessages.support;

/** Ticket Details (spec part 3 §2, §4): the ticket, its responses (at most 10) and a new response. */
export function TicketDetailsDialog({
  ticketId,
  canRespond,
  onClose,
}: {
  ticketId: number;
  canRespond: boolean;
  onClose: () => void;
}) {
  const { data: ticket } = useTicketQuery(ticketId);
  const [response, setResponse] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [save, { isLoading }] = useSaveTicketResponseMutation();
  const [attachmentUrl] = useTicketAttachmentUrlMutation();
  const responses: readonly TicketResponseRow[] = ticket?.responses ?? [];
  const full = responses.length >= ticketLimits.maxResponses;

  const submit = async () => {
    const text = response.trim();
    if (text === '') return setError(M.detailsRequired);
    const form = new FormData();
    form.append('id', String(ticketId));
    form.append('response', text);
    if (file) form.append('attachment_path', file);
    try {
      const answer = await save(form).unwrap();
      void toastSuccess(M.ticketDetails, answer.message);
      setResponse('');
      setFile(null);
    } catch (caught) {
      void toastFromError(caught);
    }
  };
  const view = async (path: string) => {
    const url = await attachmentUrl({ id: ticketId, path }).unwrap();
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
  };

  return (
    <AppDialog
      isOpen
      title={M.ticketDetails}
      onClose={onClose}
      isDirty={response !== '' || file !== null}
      footer={
        canRespond && (
          <Button
            intent={Intent.PRIMARY}
            text="Save"
            loading={isLoading}
            disabled={full || ticket?.status === 0}
            onClick={() => void submit()}
          />
        )
      }
    >
      {ticket === undefined ? (
        <LoadingBlock />
      ) : (
        <>
          <FactList
            facts={[
              { label: 'Title', value: ticket.title },
              { label: 'Type', value: ticket.ticket_type_text },
              { label: 'Priority', value: ticket.priority_text },
              { label: 'Status', value: ticket.status_text },
              { label: 'Details', value: ticket.details },
              {
                label: 'Assigned To',
                value:
                  ticket.assignedto === null
                    ? M.unassigned
                    : `${ticket.assignedto.au_first_name} ${ticket.assignedto.au_last_name}`,
              },
              {
                label: 'Resolution Date',
                value:
                  ticket.resolution_date === null
                    ? M.unresolved
                    : formatUsDate(new Date(ticket.resolution_date)),
              },
            ]}
          />
          <HTMLTable compact striped aria-label="Responses">
            <thead>
              <tr>
                <th>Response</th>
                <th>Responder</th>
                <th>Date</th>
                <th>Attachment</th>
              </tr>
            </thead>
            <tbody>
              {responses.map((row) => (
                <tr key={row.id}>
                  <td>{row.response}</td>
                  <td>{`${row.first_name} ${row.last_name}`}</td>
                  <td>{formatUsDate(new Date(row.created_at))}</td>
                  <td>
                    {row.attachment_path !== null && (
                      <Button
                        minimal
                        icon="paperclip"
                        text={row.attachments[0]?.name}
                        onClick={() => void view(row.attachment_path ?? '')}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {canRespond && !full && (
            <>
              <TextField
                label="Details"
                required
                rows={3}
                maxLength={ticketLimits.responseMax}
                value={response}
                onChange={(value) => {
                  setResponse(value);
                  setError(undefined);
                }}
                error={error}
              />
              <FileUpload
                label="Attachment"
                rules={ticketResponseFileRules}
                onFilesAccepted={(files) => setFile(files[0] ?? null)}
                existingFiles={file ? [{ id: file.name, name: file.name }] : []}
                replacesStored
                stripPrefix={false}
              />
            </>
          )}
        </>
      )}
    </AppDialog>
  );
}
