import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { workspaceEndpoints as e } from '../../../shared/contract/workspace';

/** The command palette's search: what the caller may open that matches the text. */
export const commandPaletteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    commandPalette: build.query<ResponseOf<typeof e.commandPalette>, RequestOf<typeof e.commandPalette>>({
      query: (body) => post(e.commandPalette, body),
      providesTags: ['Invoice', 'Schedule', 'Debtor', 'Prospect'],
      // A jump list goes stale quickly and is cheap to ask again.
      keepUnusedDataFor: 30,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useCommandPaletteQuery } = commandPaletteApi;
