import { baseApi } from '../../api/baseApi';
import { post } from '../../api/contractQuery';
import { notificationEndpoints as e } from '../../../shared/contract/notifications';
import type { RequestOf, ResponseOf } from '../../../shared/contract/endpoint';

/** The bell, the /notifications list and marking read (spec part 3 §4, §7 Notifications). */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fetchNotifications: build.query<
      ResponseOf<typeof e.fetchNotifications>,
      RequestOf<typeof e.fetchNotifications>
    >({
      query: (body) => post(e.fetchNotifications, body),
      providesTags: ['Notification'],
    }),
    fetchAllNotifications: build.query<
      ResponseOf<typeof e.fetchAllNotifications>,
      RequestOf<typeof e.fetchAllNotifications>
    >({
      query: (body) => post(e.fetchAllNotifications, body),
      providesTags: ['Notification'],
    }),
    readNotification: build.mutation<
      ResponseOf<typeof e.readNotification>,
      RequestOf<typeof e.readNotification>
    >({
      query: (body) => post(e.readNotification, body),
      invalidatesTags: ['Notification'],
    }),
    readAllNotifications: build.mutation<ResponseOf<typeof e.readAllNotifications>, void>({
      query: () => post(e.readAllNotifications, {}),
      invalidatesTags: ['Notification'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useFetchNotificationsQuery,
  useFetchAllNotificationsQuery,
  useReadNotificationMutation,
  useReadAllNotificationsMutation,
} = notificationsApi;
