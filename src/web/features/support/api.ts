import { cacheTag } from '../../../shared/cacheTags';
import type { ResponseOf } from '../../../shared/contract/endpoint';
import { supportEndpoints as e } from '../../../shared/contract/support';
import { baseApi } from '../../api/baseApi';
import { mutationOf, objectUrlMutationOf, queryOf, recordQueryOf } from '../../api/contractEndpoints';
import { postForm } from '../../api/contractQuery';

const tag = cacheTag.supportTicket;

/** The Support screen's calls: the list, one ticket, Add New Ticket, responses, assignment and status. */
export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    tickets: queryOf(build, e.fetch, { field: 'tickets', provides: [tag] }),
    ticket: recordQueryOf(build, e.details, { field: 'tickets', tag }),
    ticketAssignees: queryOf(build, e.assignees, { field: 'data', provides: [tag] }),
    createTicket: mutationOf(build, e.create, { invalidatesOnSuccess: [tag] }),
    saveTicketResponse: build.mutation<ResponseOf<typeof e.respond>, FormData>({
      query: (form) => postForm(e.respond, form),
      invalidatesTags: [tag],
    }),
    assignTicket: mutationOf(build, e.assign, { invalidates: [tag] }),
    changeTicketStatus: mutationOf(build, e.changeStatus, { invalidates: [tag] }),
    ticketAttachmentUrl: objectUrlMutationOf(build, e.attachment),
  }),
  overrideExisting: 'throw',
});

export const {
  useTicketsQuery,
  useTicketQuery,
  useTicketAssigneesQuery,
  useCreateTicketMutation,
  useSaveTicketResponseMutation,
  useAssignTicketMutation,
  useChangeTicketStatusMutation,
  useTicketAttachmentUrlMutation,
} = supportApi;
