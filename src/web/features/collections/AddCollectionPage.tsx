import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { collectionMachine, collectionToastOf, isDirty } from '../../../../machines/collection.machine';
import { messages } from '../../../shared/messages';
import { useWorkflowMachine } from '../../api/useWorkflowMachine';
import { FormPage } from '../../kit/FormPage';
import { toastSuccess } from '../../kit/toast';
import { useLeaveAfterSave } from '../../kit/useLeaveAfterSave';
import { useCurrentUser } from '../../session/currentUser';
import { viewerKindOf } from '../../session/viewerKind';
import { useCollectionCalls } from './api';
import { CollectionForm, CollectionTypeCards } from './CollectionForm';

/**
 * /addnewcollection (spec part 2 §2, §4, §5 Collections): the three cards, then the form the
 * collection machine drives. A client user's client is its own company, locked. Leaving with
 * unsaved changes asks first; once saved the page goes back to /collections with the toast.
 */
export function AddCollectionPage() {
  const user = useCurrentUser();
  const forClientUser = viewerKindOf(user) === 'client';
  const calls = useCollectionCalls();
  const [snapshot, send] = useWorkflowMachine(collectionMachine, calls, {
    lockedClientId: forClientUser ? user.company_id : null,
  });
  const completed = snapshot.matches('completed');
  const leave = useLeaveAfterSave(isDirty(snapshot) && !completed, '/collections');
  const navigate = useNavigate();

  useEffect(() => {
    if (!completed) return;
    const toast = collectionToastOf(snapshot);
    if (toast !== null) void toastSuccess(toast.title, toast.message);
    leave();
  }, [completed, snapshot, leave]);

  const type = snapshot.context.collectionType;
  return (
    <FormPage
      title={messages.collection.addNew}
      list={{ text: messages.collection.collections, to: '/collections' }}
    >
      <CollectionTypeCards
        chosen={type}
        onChoose={(collectionType) => {
          if (!snapshot.matches('saving')) send({ type: 'CHOOSE_TYPE', collectionType });
        }}
      />
      {type !== null && (
        <CollectionForm
          key={type}
          snapshot={snapshot}
          send={send}
          forClientUser={forClientUser}
          onCancel={() => void navigate('/collections')}
        />
      )}
    </FormPage>
  );
}
