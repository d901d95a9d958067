import { useEffect, useSyncExternalStore } from 'react';
import { messages } from '../../shared/messages';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmStore } from './confirmStore';

/**
 * Renders the question opened by `confirm()`. The app shell may mount it once inside its
 * providers; if nothing has, `confirm()` mounts one on first use.
 */
export function ConfirmHost() {
  const pending = useSyncExternalStore(
    confirmStore.subscribe,
    confirmStore.getSnapshot,
    confirmStore.getSnapshot,
  );
  useEffect(() => confirmStore.registerHost(), []);
  return (
    <ConfirmDialog
      key={pending?.id}
      isOpen={pending !== null}
      title={pending?.title}
      message={pending?.message ?? messages.confirm.delete}
      confirmText={pending?.confirmText}
      cancelText={pending?.cancelText}
      intent={pending?.intent}
      onConfirm={() => confirmStore.answer(true)}
      onCancel={() => confirmStore.answer(false)}
    />
  );
}
