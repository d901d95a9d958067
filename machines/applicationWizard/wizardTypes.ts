import { wizardSteps } from '../../src/shared/constants';
import type { FailedCall } from '../shared/serverCalls';

/** The application wizard's vocabulary: who runs it, its steps, what it sends and what it hears. */

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

/** `failure` and `error` hold the last failed call: the server's message (or the generic text). */
export interface WizardContext extends FailedCall<WizardFailure> {
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
