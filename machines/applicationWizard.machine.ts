import { assign, fromPromise, setup } from 'xstate';
import { isDraftToken, resumeStep } from './applicationWizard/draftRules';
import {
  lastWizardStep,
  type DiscardDraftInput,
  type LoadDraftInput,
  type SavedProspect,
  type SaveStepInput,
  type SubmitApplicationInput,
  type WizardContext,
  type WizardEvent,
  type WizardFailure,
  type WizardInput,
  type WizardMode,
  type WizardStep,
} from './applicationWizard/wizardTypes';
import { failedCall, noFailure, placeholdersFor, recordFailure } from './shared/serverCalls';

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
 *
 * Its types are in ./applicationWizard/wizardTypes, the draft rules in ./applicationWizard/draftRules
 * and what the screen reads of a snapshot in ./applicationWizard/wizardReadings.
 */

const isPublicMode = (mode: WizardMode): boolean => mode !== 'staff';

const notProvided = placeholdersFor('application wizard');

export const applicationWizardMachine = setup({
  types: {} as { input: WizardInput; context: WizardContext; events: WizardEvent },
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
      ...noFailure,
      pendingSave: null,
    })),
    goNext: assign(({ context }) => ({
      step: Math.min(context.step + 1, lastWizardStep) as WizardStep,
      ...noFailure,
      pendingSave: null,
    })),
    forgetFailure: assign({ ...noFailure, pendingSave: null }),
    rememberSave: assign(({ context, event }) =>
      event.type === 'SAVE_AND_NEXT' ? { pendingSave: { step: context.step, values: event.values } } : {},
    ),
    adoptSaved: assign((_, prospect: SavedProspect) => ({
      prospect,
      pendingSave: null,
      ...noFailure,
    })),
    adoptDraft: assign((_, prospect: SavedProspect) => ({
      prospect,
      step: resumeStep(prospect.step),
      ...noFailure,
    })),
    startNew: assign({ draftToken: null, newDraft: true, ...noFailure, step: 1 }),
    clearError: assign(noFailure),
    recordFailure: assign((_, failed: { failure: WizardFailure; error: unknown }) => failedCall(failed)),
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
      ...noFailure,
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
        onError: { target: 'loadFailed', actions: recordFailure('load') },
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
            onError: { target: 'failed', actions: recordFailure('save') },
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
            onError: { target: 'failed', actions: recordFailure('submit') },
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
