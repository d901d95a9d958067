import { createElement, type ReactNode } from 'react';
import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { messages } from '../../shared/messages';
import { toastTimeoutMs } from '../../shared/constants';
import { kitClasses } from './kitClasses';
import './kit.css';
import { serverMessageOf } from '../api/serverMessage';

/**
 * The app's one toaster (spec §9: toasts last 5000 ms and are 390 px wide). Blueprint 6 creates an
 * OverlayToaster asynchronously, so the instance is created once on first use and every call
 * awaits it; callers may ignore the returned promise.
 */

let toasterPromise: Promise<Toaster> | null = null;

function toaster(): Promise<Toaster> {
  toasterPromise ??= OverlayToaster.create({
    className: kitClasses.toaster,
    position: Position.TOP_RIGHT,
    maxToasts: 5,
  });
  return toasterPromise;
}

function body(title: string | undefined, message: ReactNode): ReactNode {
  if (!title) return message;
  return createElement(
    'div',
    { className: kitClasses.toastBody },
    createElement('strong', { className: kitClasses.toastTitle }, title),
    message ? createElement('div', null, message) : null,
  );
}

async function show(
  intent: Intent,
  icon: 'tick-circle' | 'error' | 'warning-sign' | 'info-sign',
  title: string | undefined,
  message: ReactNode,
): Promise<string> {
  const instance = await toaster();
  return instance.show({ intent, icon, message: body(title, message), timeout: toastTimeoutMs });
}

/** A success toast: title in bold, message below ('Invoice Created.' / 'invoice has been created successfully.'). */
export function toastSuccess(title: string, message?: ReactNode): Promise<string> {
  return show(Intent.SUCCESS, 'tick-circle', title, message);
}

/** An error toast; defaults to 'Error' / 'Sorry, we are unable to process your request at this time.'. */
export function toastError(
  title: string = messages.titles.error,
  message: ReactNode = messages.generic.failure,
): Promise<string> {
  return show(Intent.DANGER, 'error', title, message);
}

/** A warning toast (limits, refused files, credit-limit warnings). */
export function toastWarning(title: string, message?: ReactNode): Promise<string> {
  return show(Intent.WARNING, 'warning-sign', title, message);
}

/** An informational toast. */
export function toastInfo(title: string, message?: ReactNode): Promise<string> {
  return show(Intent.PRIMARY, 'info-sign', title, message);
}

/** True when the call got no answer at all (network down, CORS, timeout, unparsable body). */
function hadNoAnswer(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return true;
  const status = (error as { status?: unknown }).status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 'PARSING_ERROR';
}

/**
 * Shows what a failed call means to the user: the server's `{ status: false, message }` under
 * `title` (default 'Error'); 'Server Error' when no answer arrived; otherwise the generic text.
 */
export function toastFromError(error: unknown, title: string = messages.titles.error): Promise<string> {
  const serverMessage = serverMessageOf(error);
  if (serverMessage) return toastError(title, serverMessage);
  if (hadNoAnswer(error)) return toastError(title, messages.generic.serverError);
  return toastError(title, messages.generic.failure);
}

/** Removes every toast (tests and stories start clean with it). */
export async function clearToasts(): Promise<void> {
  if (toasterPromise) (await toasterPromise).clear();
}
