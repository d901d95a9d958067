import { cacheTag } from '../../../shared/cacheTags';
import type { ResponseOf } from '../../../shared/contract/endpoint';
import { policyEndpoints as e } from '../../../shared/contract/policies';
import { baseApi } from '../../api/baseApi';
import { mutationOf, objectUrlMutationOf, queryOf } from '../../api/contractEndpoints';
import { postForm } from '../../api/contractQuery';

/** Cached under the Settings tag, the screens policies belong to (docs/decisions/0036). */
const tag = cacheTag.settings;

/** A policy as its dialog sends it: the fields, `id` when editing, and the file when one was picked. */
export interface PolicyUpload {
  id?: number;
  name: string;
  effective_from: string;
  purpose: string;
  description: string;
  file: File | null;
}

function policyForm({ id, file, ...fields }: PolicyUpload): FormData {
  const form = new FormData();
  if (id !== undefined) form.append('id', String(id));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('attachment', file);
  return form;
}

export const policiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    policies: queryOf(build, e.fetch, { field: 'policies', provides: [tag] }),
    savePolicy: build.mutation<ResponseOf<typeof e.save>, PolicyUpload>({
      query: (upload) => postForm(e.save, policyForm(upload)),
      invalidatesTags: (_answer, error) => (error ? [] : [tag]),
    }),
    deletePolicies: mutationOf(build, e.remove, { invalidates: [tag] }),
    /** One policy's attachment as an object URL for a new tab. */
    policyFileUrl: objectUrlMutationOf(build, e.attachment),
  }),
  overrideExisting: 'throw',
});

export const {
  usePoliciesQuery,
  useSavePolicyMutation,
  useDeletePoliciesMutation,
  usePolicyFileUrlMutation,
} = policiesApi;
