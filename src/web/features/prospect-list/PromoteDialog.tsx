import { useId, useState } from 'react';
import { Button, H4, Icon, Intent, MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemRenderer } from '@blueprintjs/select';
import type {
  AdvocateChoice,
  PromotionChecklistItem,
  ProspectRow,
} from '../../../shared/contract/prospectManagement';
import { messages } from '../../../shared/messages';
import { PromoteFormSchema } from '../../../shared/validation/promotion';
import { AppDialog } from '../../kit/AppDialog';
import { FormDialog } from '../../kit/FormDialog';
import { FormField } from '../../kit/FormField';
import { toastFromError, toastSuccess } from '../../kit/toast';
import { useZodForm } from '../../kit/useZodForm';
import { useGetAdvocatesQuery, useLazyGetPromotionChecklistQuery, usePromoteProspectsMutation } from './api';

const L = messages.prospect.list;

/** Whether the failure is the server's 409: the prospects are not ready (or no longer prospects). */
function isConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 409;
}

export interface PromoteDialogProps {
  prospects: readonly ProspectRow[];
  onClose: () => void;
}

/**
 * Promote to Client (spec part 1 §2.4, §5): the client advocates to assign, at least one. When the
 * server finds a business name search or an owner's signature missing, the checklist dialog shows
 * what each prospect still needs.
 */
export function PromoteDialog({ prospects, onClose }: PromoteDialogProps) {
  const id = useId();
  const form = useZodForm(PromoteFormSchema, { selected_advocates: [] });
  const [checklist, setChecklist] = useState<PromotionChecklistItem[] | null>(null);
  const advocates = useGetAdvocatesQuery({});
  const [promote, { isLoading }] = usePromoteProspectsMutation();
  const [readChecklist] = useLazyGetPromotionChecklistQuery();
  const ids = prospects.map((row) => row.id);

  const chosenIds = form.values.selected_advocates;
  const chosen = (advocates.data ?? []).filter((advocate) => chosenIds.includes(advocate.id));
  const error = form.errorOf('selected_advocates');
  const choose = (ids: string[]) => form.setField('selected_advocates', ids, { touch: true });

  const submit = async () => {
    const checked = form.validateAll();
    if (!checked.ok) return;
    try {
      const answer = await promote({ ids, status: 1, ...checked.data }).unwrap();
      void toastSuccess(messages.prospect.promoteToClient, answer.message);
      onClose();
    } catch (failure) {
      const items = isConflict(failure)
        ? await readChecklist({ ids })
            .unwrap()
            .catch(() => null)
        : null;
      const missing = items?.filter((item) => !item.business_name_search || !item.signed_term_sheet) ?? [];
      if (missing.length > 0) setChecklist(missing);
      else void toastFromError(failure, messages.titles.statusChangeFailed);
    }
  };

  if (checklist) return <PromotionChecklistDialog items={checklist} onClose={onClose} />;

  const toggle = (advocate: AdvocateChoice) =>
    choose(
      chosenIds.includes(advocate.id)
        ? chosenIds.filter((id) => id !== advocate.id)
        : [...chosenIds, advocate.id],
    );
  const renderItem: ItemRenderer<AdvocateChoice> = (
    advocate,
    { handleClick, handleFocus, modifiers, ref },
  ) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={advocate.id}
        ref={ref}
        text={advocate.name}
        label={advocate.email}
        active={modifiers.active}
        selected={chosenIds.includes(advocate.id)}
        roleStructure="listoption"
        shouldDismissPopover={false}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

  return (
    <FormDialog
      title={messages.prospect.promoteToClient}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={isLoading}
      isDirty={form.isDirty}
      submitText={messages.prospect.promoteToClient}
    >
      <FormField required label={L.advocates} labelFor={id} error={error}>
        <MultiSelect<AdvocateChoice>
          items={advocates.data ?? []}
          selectedItems={chosen}
          itemRenderer={renderItem}
          itemPredicate={(query, advocate) =>
            `${advocate.name} ${advocate.email}`.toLowerCase().includes(query.trim().toLowerCase())
          }
          itemsEqual={(a, b) => a.id === b.id}
          onItemSelect={toggle}
          onRemove={(advocate) => choose(chosenIds.filter((id) => id !== advocate.id))}
          tagRenderer={(advocate) => advocate.name}
          fill
          resetOnSelect
          placeholder={messages.common.select}
          noResults={<MenuItem disabled text={messages.table.noRecord} roleStructure="listoption" />}
          popoverProps={{ minimal: true }}
          tagInputProps={{
            intent: error ? Intent.DANGER : Intent.NONE,
            inputProps: { id, 'aria-label': L.advocates },
          }}
        />
      </FormField>
    </FormDialog>
  );
}

function ChecklistLine({ done, text, detail }: { done: boolean; text: string; detail?: string }) {
  return (
    <li>
      <Icon
        icon={done ? 'tick-circle' : 'error'}
        intent={done ? Intent.SUCCESS : Intent.DANGER}
        aria-label={done ? messages.common.yes : messages.common.no}
      />{' '}
      {text}
      {detail ? ` (${detail})` : null}
    </li>
  );
}

/** The checklist dialog: what each prospect still needs before it can be promoted. */
export function PromotionChecklistDialog({
  items,
  onClose,
}: {
  items: readonly PromotionChecklistItem[];
  onClose: () => void;
}) {
  return (
    <AppDialog
      isOpen
      title={L.promotionChecklist}
      onClose={onClose}
      icon="warning-sign"
      footer={<Button text={messages.common.close} onClick={onClose} />}
    >
      <p>{L.promotionChecklistIntro}</p>
      {items.map((item) => (
        <section key={item.prospect_id} aria-label={item.company_business_name}>
          <H4>{item.company_business_name}</H4>
          <ul>
            <ChecklistLine done={item.business_name_search} text={L.businessNameSearchDone} />
            <ChecklistLine
              done={item.signed_term_sheet}
              text={L.signedTermSheetDone}
              detail={
                item.owners_unsigned.length > 0
                  ? L.ownersUnsigned(item.owners_unsigned.join(', '))
                  : undefined
              }
            />
          </ul>
        </section>
      ))}
    </AppDialog>
  );
}
