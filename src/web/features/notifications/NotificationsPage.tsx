import { useState } from 'react';
import { Button, Tab, Tabs } from '@blueprintjs/core';
import { defaultPageSize, type PageSize } from '../../../shared/constants';
import { readFilters, type ReadFilter } from '../../../shared/contract/notifications';
import { messages } from '../../../shared/messages';
import { EmptyState } from '../../kit/EmptyState';
import { LoadingBlock } from '../../kit/LoadingBlock';
import { PageHeader } from '../../kit/PageHeader';
import { TablePager } from '../../kit/TablePager';
import { perPageOf } from '../../kit/useTableQuery';
import { useFetchAllNotificationsQuery } from './api';
import { NotificationItem } from './NotificationItem';
import { notificationClasses } from './notificationClasses';
import { useMarkAllRead } from './useMarkAllRead';
import { useOpenNotification } from './useOpenNotification';
import './notifications.css';

export interface NotificationsPageProps {
  /** The route's title (from the route table). */
  title?: string;
}

/** The spec's tab titles, in the order of the read filters ('All', 'Read', 'Unread'). */
const tabTitles: Record<ReadFilter, string> = {
  all: messages.notifications.tabs[0],
  read: messages.notifications.tabs[1],
  unread: messages.notifications.tabs[2],
};

/**
 * /notifications (spec part 3 §2, §4): tabs All, Read and Unread over a paged list; a click marks
 * the notification read and opens its screen, as in the bell.
 */
export function NotificationsPage({ title = messages.notifications.notifications }: NotificationsPageProps) {
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(defaultPageSize);
  const { data, isLoading } = useFetchAllNotificationsQuery({
    page,
    per_page: perPageOf(pageSize),
    read: filter,
  });
  const { markAllRead, isMarking } = useMarkAllRead();
  const openNotification = useOpenNotification();

  const rows = data?.notifications.data ?? [];
  const list = isLoading ? (
    <LoadingBlock />
  ) : rows.length === 0 ? (
    <EmptyState icon="notifications" />
  ) : (
    <ul className={notificationClasses.list} aria-label={tabTitles[filter]}>
      {rows.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onOpen={openNotification} />
      ))}
    </ul>
  );

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button
            icon="tick"
            text={messages.notifications.markAllRead}
            loading={isMarking}
            onClick={markAllRead}
          />
        }
      />
      {/* The list is the selected tab's panel: each tab names the panel it controls (aria-controls). */}
      <Tabs
        id="notification-filter"
        selectedTabId={filter}
        renderActiveTabPanelOnly
        onChange={(id) => {
          setFilter(id as ReadFilter);
          setPage(1);
        }}
      >
        {readFilters.map((readFilter) => (
          <Tab key={readFilter} id={readFilter} title={tabTitles[readFilter]} panel={list} />
        ))}
      </Tabs>
      <TablePager
        page={page}
        lastPage={data?.notifications.last_page ?? 1}
        total={data?.notifications.total ?? 0}
        pageSize={pageSize}
        rowCount={rows.length}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </>
  );
}
