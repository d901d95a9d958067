import { baseApi } from '../../api/baseApi';
import { post, postForm, postForObjectUrl } from '../../api/contractQuery';
import { profileEndpoints as p } from '../../../shared/contract/profile';
import { passwordEndpoints as pw } from '../../../shared/contract/password';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';
import { sessionApi } from '../../session/sessionApi';
import { mutationOf } from '../../api/contractEndpoints';

/**
 * The signed-in user's own profile (/profile). Each answer updates the cached current user in
 * place, so the top bar and every screen see the new name, picture and signature at once.
 */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<ResponseOf<typeof p.updateProfile>, FormData>({
      query: (form) => postForm(p.updateProfile, form),
      async onQueryStarted(_form, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(
          sessionApi.util.upsertQueryData('getUserDetails', undefined, { status: true, user: data.user }),
        );
      },
    }),
    uploadProfilePicture: build.mutation<ResponseOf<typeof p.profilePic>, FormData>({
      query: (form) => postForm(p.profilePic, form),
      async onQueryStarted(_form, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(
          sessionApi.util.updateQueryData('getUserDetails', undefined, (draft) => {
            draft.user.profile_pic = data.profile_pic;
          }),
        );
      },
    }),
    deleteProfileFile: build.mutation<
      ResponseOf<typeof p.deleteAttachment>,
      RequestOf<typeof p.deleteAttachment>
    >({
      query: (body) => post(p.deleteAttachment, body),
      async onQueryStarted({ path }, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(
          sessionApi.util.updateQueryData('getUserDetails', undefined, (draft) => {
            if (draft.user.profile_pic === path) draft.user.profile_pic = null;
            if (draft.user.official_signature === path) draft.user.official_signature = null;
          }),
        );
      },
    }),
    /** A stored picture or signature as an object URL for an <img>; released when no screen shows it. */
    profileFileUrl: build.query<string | null, string>({
      query: (path) => postForObjectUrl(p.readFile, { path }),
      keepUnusedDataFor: 60,
      async onCacheEntryAdded(_path, { cacheDataLoaded, cacheEntryRemoved }) {
        try {
          const { data } = await cacheDataLoaded;
          await cacheEntryRemoved;
          if (data) URL.revokeObjectURL(data);
        } catch {
          // The entry went away before the file arrived: there is nothing to release.
        }
      },
    }),
    changePassword: mutationOf(build, pw.changePassword),
  }),
  overrideExisting: 'throw',
});

export const {
  useUpdateProfileMutation,
  useUploadProfilePictureMutation,
  useDeleteProfileFileMutation,
  useProfileFileUrlQuery,
  useChangePasswordMutation,
} = profileApi;
