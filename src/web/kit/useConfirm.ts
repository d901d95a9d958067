import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Intent } from '@blueprintjs/core';
import { messages } from '../../shared/messages';
import { ConfirmHost } from './ConfirmHost';
import { confirmStore, type ConfirmOptions } from './confirmStore';

/**
 * Ask the user a yes/no question and await the answer:
 * `if (await confirm({ message: messages.confirm.delete })) remove()`.
 */

let ownHostCreated = false;

/** Mounts a ConfirmHost on first use unless the app mounted one. */
function ensureHost(): void {
  if (ownHostCreated || confirmStore.hasHost() || typeof document === 'undefined') return;
  ownHostCreated = true;
  const container = document.createElement('div');
  document.body.appendChild(container);
  createRoot(container).render(createElement(ConfirmHost));
}

/** Opens the confirmation dialog; resolves true for yes, false for no/close. */
export function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  ensureHost();
  return confirmStore.ask(options);
}

/** The spec's two standard questions. */
export const confirmPresets = {
  /** 'Are you sure, you want to delete?' with a danger button. */
  delete: { message: messages.confirm.delete, intent: Intent.DANGER },
  /** 'Are you sure, you want to close the form without saving the changes?'. */
  unsavedChanges: { message: messages.confirm.unsavedChanges },
} as const satisfies Record<string, ConfirmOptions>;

/** The `confirm` function for components: `const confirm = useConfirm();`. */
export function useConfirm(): (options?: ConfirmOptions) => Promise<boolean> {
  return confirm;
}
