import { Icon } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { BannerAnnouncement } from '../../../shared/contract/announcements';
import { bannerRotateMs, bannerTextMax } from '../../../shared/constants';
import { announcementMessages as M } from '../../../shared/messages/announcements';
import { useAnnouncementBannerQuery } from './api';

/** The banner re-reads its announcements this often, so one published meanwhile appears. */
const refreshMs = 5 * 60 * 1000;

/** An announcement's text as the banner shows it: cut at 70 characters. */
export function bannerText(text: string): string {
  return text.length > bannerTextMax ? `${text.slice(0, bannerTextMax)}…` : text;
}

/** One announcement: its title, its text cut at 70 characters and its link ('See More' unless named). */
export function BannerItem({ announcement }: { announcement: BannerAnnouncement }) {
  return (
    <span title={announcement.announcement_text}>
      <strong>{announcement.title}</strong>: {bannerText(announcement.announcement_text)}
      {announcement.hyperlinks !== '' && (
        <>
          {' '}
          <a href={announcement.hyperlinks} target="_blank" rel="noopener noreferrer">
            {announcement.hyperlink_text === '' ? M.seeMore : announcement.hyperlink_text}
          </a>
        </>
      )}
    </span>
  );
}

/**
 * The top bar's banner (spec part 1 §2.2, part 3 §4, §9): the active announcements meant for the
 * signed-in user (the server answers only those, at most 10), one at a time, the next every 5 s.
 */
export function AnnouncementBanner() {
  const { data } = useAnnouncementBannerQuery({}, { pollingInterval: refreshMs });
  const list = data?.data ?? [];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (list.length < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % list.length), bannerRotateMs);
    return () => clearInterval(timer);
  }, [list.length]);
  const shown = list[index % Math.max(list.length, 1)];
  if (!shown) return null;
  return (
    <div role="region" aria-label={M.banner} aria-live="polite" data-testid="announcement-banner">
      <Icon icon="notifications" size={14} /> <BannerItem announcement={shown} />
    </div>
  );
}
