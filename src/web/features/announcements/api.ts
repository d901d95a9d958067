import { cacheTag } from '../../../shared/cacheTags';
import { announcementEndpoints as e } from '../../../shared/contract/announcements';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/contractEndpoints';

/**
 * The announcements' calls. They are cached under the Settings tag, the screens they belong to
 * (docs/decisions/0036): a save or delete re-reads the list and the banner.
 */
const tag = cacheTag.settings;

export const announcementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    announcements: queryOf(build, e.fetch, { field: 'announcement', provides: [tag] }),
    announcementBanner: queryOf(build, e.banner, { field: 'announcement', provides: [tag] }),
    announcementUsers: queryOf(build, e.users, { field: 'users', provides: [cacheTag.user] }),
    announcementRoles: queryOf(build, e.roles, { field: 'roles', provides: [cacheTag.role] }),
    saveAnnouncement: mutationOf(build, e.save, { invalidatesOnSuccess: [tag] }),
    deleteAnnouncements: mutationOf(build, e.remove, { invalidates: [tag] }),
  }),
  overrideExisting: 'throw',
});

export const {
  useAnnouncementsQuery,
  useAnnouncementBannerQuery,
  useAnnouncementUsersQuery,
  useAnnouncementRolesQuery,
  useSaveAnnouncementMutation,
  useDeleteAnnouncementsMutation,
} = announcementsApi;
