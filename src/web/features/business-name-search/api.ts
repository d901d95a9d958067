import { cacheTag } from '../../../shared/cacheTags';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { businessNameSearchEndpoints as e } from '../../../shared/contract/businessNameSearch';
import { baseApi } from '../../api/baseApi';
import { objectUrlMutationOf } from '../../api/contractEndpoints';
import { post, postForm } from '../../api/contractQuery';

/** A new search as the tab sends it: the fields, and the one file as `attachment`. */
export interface SearchUpload {
  prospect_id: number;
  name: string;
  notes: readonly string[];
  file: File;
}

function searchForm({ prospect_id, name, notes, file }: SearchUpload): FormData {
  const form = new FormData();
  form.append('prospect_id', String(prospect_id));
  form.append('name', name);
  form.append('notes', JSON.stringify(notes));
  form.append('attachment', file);
  return form;
}

const changed = (prospectId: number) => [
  { type: cacheTag.businessNameSearch, id: prospectId },
  { type: cacheTag.onboarding, id: prospectId },
];

/** The business name searches of one prospect; a change re-reads them and the onboarding tracker. */
export const businessNameSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    businessNameSearches: build.query<ResponseOf<typeof e.fetchSearches>, RequestOf<typeof e.fetchSearches>>({
      query: (body) => post(e.fetchSearches, body),
      providesTags: (_answer, _error, { prospect_id }) => [
        cacheTag.businessNameSearch,
        { type: cacheTag.businessNameSearch, id: prospect_id },
      ],
    }),
    saveBusinessNameSearch: build.mutation<ResponseOf<typeof e.saveSearch>, SearchUpload>({
      query: (upload) => postForm(e.saveSearch, searchForm(upload)),
      invalidatesTags: (_answer, error, { prospect_id }) => (error ? [] : changed(prospect_id)),
    }),
    editBusinessNameSearchNote: build.mutation<ResponseOf<typeof e.editNote>, RequestOf<typeof e.editNote>>({
      query: (body) => post(e.editNote, body),
      invalidatesTags: (_answer, error, { prospect_id }) => (error ? [] : changed(prospect_id)),
    }),
    /** One search's file as an object URL for a new tab; null where the runtime makes none. */
    businessNameSearchFileUrl: objectUrlMutationOf(build, e.viewAttachment),
  }),
  overrideExisting: 'throw',
});

export const {
  useBusinessNameSearchesQuery,
  useSaveBusinessNameSearchMutation,
  useEditBusinessNameSearchNoteMutation,
  useBusinessNameSearchFileUrlMutation,
} = businessNameSearchApi;
