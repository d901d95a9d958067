import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { draftTokenMinLength, wizardProgressPercent, wizardSteps } from '../src/shared/constants';
import { messages, type ToastText } from '../src/shared/messages';

/**
 * The prospect application wizard (spec part 1 §2.3, §4), one machine for the public
 * /registernow and /frontlineregisternow routes and the staff Profile tab.
 *
 * Six steps: Business Information, Business Owners, Financial Information, Supplier Information,
 * Landlord Information, Documents Checklist. Save and Next saves the step only when its form is
 * dirty (the screen sends the flag with the event), otherwise it just moves on; the last step has
 * Submit, which marks the application completely filled. A draft token (an id longer than 20
 * characters) resumes the draft at its stored step + 1, capped at 6. An existing prospect (edit
 * mode, staff) opens at step 1 and the ring shows 100.
 *
 * Leaving the public route at step 5 or lower asks first; a draft started in this visit is then
 * discarded on the server. Failures keep the user where they were, with the server's message in
 * `context.error`, and RETRY tries the same call again.
 *
 * Side effects are actors supplied with `.provide()`: `loadDraft`, `saveStep`, `submitApplication`,
 * `discardDraft`. The machine never validates values: the step's form does, with the schemas of
 * src/shared/validation/application.
 */

export const wizardModes = ['public', 'frontline', 'staff'] as const;
export type WizardMode = (typeof wizardModes)[number];

export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6;
export const lastWizardStep = wizardSteps as WizardStep;

/** A step's form values, as the step's schema produced them. */
export type StepValues = Readonly<Record<string, unknown>>;

/** A draft token (public applicants) or a numeric id (staff). */
export type ProspectId = string | number;

/** What the server answers about a prospect it saved or loaded; `step` may come as text ('2'). */
export interface SavedProspect {
  id: ProspectId;
  step: number | string;
  [field: string]: unknown;
}

export type CompanyId = string | number;

export interface WizardInput {
  mode: WizardMode;
  /** The id from the route: resumed when it is a draft token, ignored otherwise. */
  draftToken?: string | null;
  /** Edit mode: the existing prospect (staff Profile tab). */
  prospect?: SavedProspect | null;
  /** Staff submitting on behalf of a company add its id to every payload. */
  companyId?: CompanyId | null;
}

export interface LoadDraftInput {
  id: string;
}

export interface SaveStepInput {
  step: WizardStep;
  /** null until the first save created the draft. */
  id: ProspectId | null;
  values: StepValues;
  /** Staff only; null on the public routes. */
  company_id: CompanyId | null;
}

export interface SubmitApplicationInput {
  id: ProspectId | null;
  step: typeof lastWizardStep;
  application_completely_filled: true;
  company_id: CompanyId | null;
}

export interface DiscardDraftInput {
  id: string;
}

/** Which call failed: it decides the retry and the toast's title. */
export type WizardFailure = 'load' | 'save' | 'submit';

export interface WizardContext {
  mode: WizardMode;
  step: WizardStep;
  /** The prospect as last saved or loaded; null before the first save of a new application. */
  prospect: SavedProspect | null;
  /** The draft token being resumed, when there is one. */
  draftToken: string | null;
  /** Edit mode: an existing prospect; the ring shows 100. */
  editing: boolean;
  /** True when the draft was started in this visit (not resumed, not edited). */
  newDraft: boolean;
  companyId: CompanyId | null;
  /** The save to run (and run again on RETRY). */
  pendingSave: { step: WizardStep; values: StepValues } | null;
  failure: WizardFailure | null;
  /** The server's message (or the generic text) of the last failure. */
  error: string | null;
}

export type WizardEvent =
  | { type: 'PREVIOUS' }
  /** `dirty`: the step's form changed since it was last saved or loaded. */
  | { type: 'SAVE_AND_NEXT'; dirty: boolean; values: StepValues }
  | { type: 'SUBMIT' }
  /** Try the failed call again. */
  | { type: 'RETRY' }
  /** After a draft failed to load: start a new application instead. */
  | { type: 'START_NEW' }
  /** The user leaves the wizard (route change, Cancel); `dirty` as for SAVE_AND_NEXT. */
  | { type: 'LEAVE'; dirty?: boolean }
  | { type: 'CONFIRM_LEAVE' }
  | { type: 'CANCEL_LEAVE' };

/** True when an id is a draft token: longer than 20 characters (spec part 1 §2.3). */
export function isDraftToken(id: string | null | undefined): id is string {
  return typeof id === 'string' && id.length >= draftTokenMinLength;
}

/** The step a stored draft resumes at: stored step + 1, capped at 6 (and at least 1). */
export function resumeStep(storedStep: number | string): WizardStep {
  const stored = Number(storedStep);
  if (!Number.isFinite(stored)) return 1;
  return Math.min(Math.max(Math.trunc(stored) + 1, 1), lastWizardStep) as WizardStep;
}

/** The server's message carried by a failure, or the fallback text. */
export function failureMessage(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

const isPublicMode = (mode: WizardMode): boolean => mode !== 'staff';

/** Placeholders: the screen, tests and stories provide the real ones. */
const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`application wizard: provide a ${name} actor`);
};

export const applicationWizardMachine = setup({
  types: {
    input: {} as WizardInput,
    context: {} as WizardContext,
    events: {} as WizardEvent,
  },
  actors: {
    loadDraft: fromPromise<SavedProspect, LoadDraftInput>(notProvided('loadDraft')),
    saveStep: fromPromise<SavedProspect, SaveStepInput>(notProvided('saveStep')),
    submitApplication: fromPromise<SavedProspect, SubmitApplicationInput>(notProvided('submitApplication')),
    discardDraft: fromPromise<void, DiscardDraftInput>(notProvided('discardDraft')),
  },
  guards: {
    hasDraftToken: ({ context }) => context.draftToken !== null,
    canGoBack: ({ context }) => context.step > 1,
    notLastStep: ({ context }) => context.step < lastWizardStep,
    onLastStep: ({ context }) => context.step === lastWizardStep,
    /** A dirty form is saved; so is the first step of an application the server has not seen yet. */
    mustSave: ({ context, event }) =>
      event.type === 'SAVE_AND_NEXT' &&
      context.step < lastWizardStep &&
      (event.dirty || context.prospect === null),
    /** The public route at step 5 or lower always asks; elsewhere only unsaved changes do. */
    leaveNeedsConfirmation: ({ context, event }) =>
      (isPublicMode(context.mode) && !context.editing && context.step < lastWizardStep) ||
      (event.type === 'LEAVE' && event.dirty === true),
    /** A draft started in this visit, on the public route, left at step 5 or lower. */
    shouldDiscard: ({ context }) =>
      isPublicMode(context.mode) &&
      context.newDraft &&
      context.prospect !== null &&
      context.step < lastWizardStep,
    failedToSave: ({ context }) => context.failure === 'save',
  },
  actions: {
    // Moving to another step forgets a failed call: RETRY belongs to the step that failed.
    goBack: assign(({ context }) => ({
      step: Math.max(context.step - 1, 1) as WizardStep,
      error: null,
      failure: null,
      pendingSave: null,
    })),
    goNext: assign(({ context }) => ({
      step: Math.min(context.step + 1, lastWizardStep) as WizardStep,
      error: null,
      failure: null,
      pendingSave: null,
    })),
    forgetFailure: assign({ error: null, failure: null, pendingSave: null }),
    rememberSave: assign(({ context, event }) =>
      event.type === 'SAVE_AND_NEXT' ? { pendingSave: { step: context.step, values: event.values } } : {},
    ),
    adoptSaved: assign((_, prospect: SavedProspect) => ({
      prospect,
      pendingSave: null,
      error: null,
      failure: null,
    })),
    adoptDraft: assign((_, prospect: SavedProspect) => ({
      prospect,
      step: resumeStep(prospect.step),
      error: null,
      failure: null,
    })),
    startNew: assign({ draftToken: null, newDraft: true, error: null, failure: null, step: 1 }),
    clearError: assign({ error: null, failure: null }),
    recordFailure: assign((_, { failure, error }: { failure: WizardFailure; error: unknown }) => ({
      failure,
      error: failureMessage(
        error,
        failure === 'load' ? messages.generic.serverError : messages.generic.failure,
      ),
    })),
  },
}).createMachine({
  id: 'applicationWizard',
  context: ({ input }) => {
    const editing = input.prospect !== null && input.prospect !== undefined;
    const draftToken = !editing && isDraftToken(input.draftToken) ? input.draftToken : null;
    return {
      mode: input.mode,
      step: 1,
      prospect: input.prospect ?? null,
      draftToken,
      editing,
      newDraft: !editing && draftToken === null,
      companyId: input.mode === 'staff' ? (input.companyId ?? null) : null,
      pendingSave: null,
      failure: null,
      error: null,
    };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasDraftToken', target: 'loadingDraft' }, { target: 'filling' }],
    },
    loadingDraft: {
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ id: context.draftToken ?? '' }),
        onDone: { target: 'filling', actions: { type: 'adoptDraft', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({ failure: 'load', error: event.error }),
          },
        },
      },
    },
    loadFailed: {
      on: {
        RETRY: { target: 'loadingDraft', actions: 'clearError' },
        START_NEW: { target: 'filling', actions: 'startNew' },
      },
    },
    filling: {
      initial: 'editing',
      on: {
        LEAVE: [{ guard: 'leaveNeedsConfirmation', target: 'confirmingLeave' }, { target: 'left' }],
      },
      states: {
        editing: {
          on: {
            PREVIOUS: { guard: 'canGoBack', actions: 'goBack' },
            SAVE_AND_NEXT: [
              { guard: 'mustSave', target: 'saving', actions: 'rememberSave' },
              { guard: 'notLastStep', actions: 'goNext' },
            ],
            SUBMIT: { guard: 'onLastStep', target: 'submitting' },
          },
        },
        saving: {
          invoke: {
            id: 'saveStep',
            src: 'saveStep',
            input: ({ context }) => ({
              step: context.pendingSave?.step ?? context.step,
              id: context.prospect?.id ?? null,
              values: context.pendingSave?.values ?? {},
              company_id: context.companyId,
            }),
            onDone: {
              target: 'editing',
              actions: [{ type: 'adoptSaved', params: ({ event }) => event.output }, 'goNext'],
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({ failure: 'save', error: event.error }),
              },
            },
          },
        },
        submitting: {
          invoke: {
            id: 'submitApplication',
            src: 'submitApplication',
            input: ({ context }) => ({
              id: context.prospect?.id ?? null,
              step: lastWizardStep,
              application_completely_filled: true as const,
              company_id: context.companyId,
            }),
            onDone: {
              target: '#applicationWizard.submitted',
              actions: { type: 'adoptSaved', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({ failure: 'submit', error: event.error }),
              },
            },
          },
        },
        failed: {
          on: {
            RETRY: [
              { guard: 'failedToSave', target: 'saving', actions: 'clearError' },
              { target: 'submitting', actions: 'clearError' },
            ],
            PREVIOUS: { guard: 'canGoBack', target: 'editing', actions: 'goBack' },
            SAVE_AND_NEXT: [
              { guard: 'mustSave', target: 'saving', actions: ['clearError', 'rememberSave'] },
              { guard: 'notLastStep', target: 'editing', actions: 'goNext' },
            ],
            SUBMIT: { guard: 'onLastStep', target: 'submitting', actions: 'clearError' },
          },
        },
      },
    },
    confirmingLeave: {
      on: {
        CONFIRM_LEAVE: [{ guard: 'shouldDiscard', target: 'discarding' }, { target: 'left' }],
        CANCEL_LEAVE: { target: 'filling', actions: 'forgetFailure' },
      },
    },
    discarding: {
      invoke: {
        id: 'discardDraft',
        src: 'discardDraft',
        // Only public drafts are discarded, and the public know them by their token.
        input: ({ context }) => ({ id: String(context.prospect?.id ?? '') }),
        // The user chose to leave: a draft the server failed to discard must not keep them here.
        onDone: { target: 'left' },
        onError: { target: 'left' },
      },
    },
    left: { type: 'final' },
    submitted: { type: 'final' },
  },
});

export type ApplicationWizardMachine = typeof applicationWizardMachine;
type WizardSnapshot = SnapshotFrom<ApplicationWizardMachine>;

/**
 * The progress ring: 17, 34, 50, 67, 83, 100 for steps 1 to 6 (spec part 1 §2.3, the per-step
 * reading), 100 in edit mode and once submitted.
 */
export function progressOf(snapshot: WizardSnapshot): number {
  const { editing, step } = snapshot.context;
  if (editing || snapshot.matches('submitted')) return 100;
  return wizardProgressPercent[step - 1] ?? 100;
}

/** The step's title, as the wizard's header shows it. */
export function stepTitleOf(snapshot: WizardSnapshot): string {
  return messages.prospect.steps[snapshot.context.step - 1] ?? '';
}

/**
 * The toast of the last failure (spec part 1 §8): 'Error' for a draft that failed to load,
 * 'Creation Failed' for a step save or the final submit; null when nothing failed.
 */
export function errorToastOf(snapshot: WizardSnapshot): ToastText | null {
  const { error, failure } = snapshot.context;
  if (error === null || failure === null) return null;
  return {
    title: failure === 'load' ? messages.titles.error : messages.titles.creationFailed,
    message: error,
  };
}

/** True while a call is under way (the buttons are disabled). */
export function isBusy(snapshot: WizardSnapshot): boolean {
  return (
    snapshot.matches('loadingDraft') ||
    snapshot.matches('discarding') ||
    snapshot.matches({ filling: 'saving' }) ||
    snapshot.matches({ filling: 'submitting' })
  );
}
