import { useMemo } from 'react';
import { Intent, Tag } from '@blueprintjs/core';
import { messages } from '../../../../shared/messages';
import {
  canAddOwner,
  isOwnershipExceeded,
  ownershipMessage,
  type OwnerInput,
} from '../../../../shared/validation/application';
import { useZodForm } from '../../../kit/useZodForm';
import { useDeleteOwnerMutation } from '../api';
import { RowList } from '../RowList';
import { StepForm } from '../StepForm';
import { businessOwnersForm } from '../stepSchemas';
import { blankOwner, businessOwnersValues } from '../stepValues';
import { useStepRows } from '../useStepRows';
import type { StepProps } from '../wizardStep';
import { OwnerFields } from './OwnerFields';

const W = messages.prospect.wizard;

/**
 * Step 2, Business Owners (spec part 1 §5): up to 5 owners whose ownership adds up to at most
 * 100 %, shown live as 'Avaiable Percentage is X' or 'Exceeding Percentage is X'. The first owner
 * stays; removing a stored owner asks, then removes it on the server.
 */
export function BusinessOwnersStep({ wizard }: StepProps) {
  const { prospect, locks } = wizard;
  const schema = useMemo(() => businessOwnersForm(locks), [locks]);
  const form = useZodForm(schema, businessOwnersValues(prospect, locks));
  const owners = form.values.owners;
  const [deleteOwner] = useDeleteOwnerMutation();

  const ownerRows = useStepRows(form, 'owners', {
    item: 'Owner',
    prospectId: prospect?.id ?? '',
    deleteStored: deleteOwner,
    canAdd: canAddOwner,
    blank: blankOwner,
  });

  const exceeded = isOwnershipExceeded(owners);
  const summary = (
    <span role={exceeded ? 'alert' : 'status'}>
      <Tag minimal large intent={exceeded ? Intent.DANGER : Intent.SUCCESS}>
        {ownershipMessage(owners)}
      </Tag>
    </span>
  );

  return (
    <StepForm wizard={wizard} form={form}>
      <RowList<OwnerInput>
        rows={owners}
        title={W.owner}
        removeLabel={W.removeOwner}
        canRemove={(index) => index > 0}
        onRemove={ownerRows.remove}
        addLabel={W.addOwner}
        onAdd={ownerRows.add}
        summary={summary}
        disabled={wizard.busy}
        renderRow={(owner, index) => (
          <OwnerFields
            owner={owner}
            onChange={(patch) => ownerRows.update(index, patch)}
            onTouch={(field) => form.touch(`owners.${index}.${field}`)}
            errorOf={(field) => form.errorOf(`owners.${index}.${field}`)}
            lockedSsn={
              typeof owner.id === 'number' && locks.ownerSsn.has(owner.id)
                ? (prospect?.owners.find((stored) => stored.id === owner.id)?.ssn ?? null)
                : null
            }
          />
        )}
      />
    </StepForm>
  );
}
