import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { applicationWizardMachine } from '../../../../machines/applicationWizard.machine';
import type { CompanyId, ProspectId, WizardInput } from '../../../../machines/applicationWizard/wizardTypes';
import type { ProspectApplication } from '../../../shared/contract/prospects';
import { serverMessageOf } from '../../api/serverMessage';
import { useDiscardDraftMutation, useFetchDraftMutation, useSaveApplicationMutation } from './api';

/** An answer carrying the prospect, as every application call gives it. */
interface ProspectAnswer {
  prospect: ProspectApplication;
}

/**
 * The machine's failures carry the server's message (or none: the machine then shows the
 * spec's fallback text, 'Server Error' for a draft that failed to load).
 */
async function prospectOf(call: { unwrap: () => Promise<ProspectAnswer> }): Promise<ProspectApplication> {
  try {
    return (await call.unwrap()).prospect;
  } catch (error) {
    throw new Error(serverMessageOf(error) ?? '', { cause: error });
  }
}

/** The prospect and company fields of a save, left out while there is none. */
function named(id: ProspectId | null, companyId: CompanyId | null) {
  return { ...(id === null ? {} : { id }), ...(companyId === null ? {} : { company_id: companyId }) };
}

/**
 * Runs the application wizard machine with the real calls: fetch_draft to resume, save-application
 * for each step and the final submit, discard_draft when a new draft is left.
 */
export function useApplicationWizard(input: WizardInput) {
  const [saveApplication] = useSaveApplicationMutation();
  const [fetchDraft] = useFetchDraftMutation();
  const [discardDraft] = useDiscardDraftMutation();
  const [machine] = useState(() =>
    applicationWizardMachine.provide({
      actors: {
        loadDraft: fromPromise(({ input: load }) => prospectOf(fetchDraft({ id: load.id }))),
        saveStep: fromPromise(({ input: save }) =>
          prospectOf(
            saveApplication({ step: save.step, ...named(save.id, save.company_id), ...save.values }),
          ),
        ),
        submitApplication: fromPromise(({ input: submit }) =>
          prospectOf(
            saveApplication({
              step: submit.step,
              ...named(submit.id, submit.company_id),
              application_completely_filled: submit.application_completely_filled,
            }),
          ),
        ),
        discardDraft: fromPromise(async ({ input: draft }) => {
          await discardDraft({ id: draft.id }).unwrap();
        }),
      },
    }),
  );
  return useMachine(machine, { input });
}
