import { cacheTag } from '../../../shared/cacheTags';
import { notificationEndpoints as e } from '../../../shared/contract/notifications';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/contractEndpoints';

const notifications = [cacheTag.notification];

/** The bell, the /notifications list and marking read (spec part 3 §4, §7 Notifications). */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fetchNotifications: queryOf(build, e.fetchNotifications, { provides: notifications }),
    fetchAllNotifications: queryOf(build, e.fetchAllNotifications, { provides: notifications }),
    readNotification: mutationOf(build, e.readNotification, { invalidates: notifications }),
    readAllNotifications: mutationOf(build, e.readAllNotifications, { invalidates: notifications }),
  }),
  overrideExisting: 'throw',
});

export const {
  useFetchNotificationsQuery,
  useFetchAllNotificationsQuery,
  useReadNotificationMutation,
  useReadAllNotificationsMutation,
} = notificationsApi;
