import type { ReactNode } from 'react';
import type { Intent } from '@blueprintjs/core';

/** A question for `confirm()`: every text has the spec's default. */
export interface ConfirmOptions {
  /** Header title (default 'Confirm'). */
  title?: string;
  /** The question (default 'Are you sure, you want to delete?'). */
  message?: ReactNode;
  /** Confirm button text (default 'Yes'). */
  confirmText?: string;
  /** Cancel button text (default 'No'). */
  cancelText?: string;
  /** Confirm button intent. */
  intent?: Intent;
}

export interface PendingConfirm extends ConfirmOptions {
  id: number;
  resolve: (answer: boolean) => void;
}

/** The one open question of the app, read by ConfirmHost through useSyncExternalStore. */
let pending: PendingConfirm | null = null;
let nextId = 1;
let hosts = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const confirmStore = {
  /** A ConfirmHost registers itself while mounted, so `confirm()` knows one exists. */
  registerHost(): () => void {
    hosts += 1;
    return () => {
      hosts -= 1;
    };
  },
  hasHost(): boolean {
    return hosts > 0;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): PendingConfirm | null {
    return pending;
  },
  /** Opens a question; a question still open is answered 'no' first. */
  ask(options: ConfirmOptions): Promise<boolean> {
    pending?.resolve(false);
    return new Promise<boolean>((resolve) => {
      pending = { ...options, id: nextId++, resolve };
      emit();
    });
  },
  /** Answers the open question. */
  answer(answer: boolean): void {
    const current = pending;
    pending = null;
    current?.resolve(answer);
    emit();
  },
};
