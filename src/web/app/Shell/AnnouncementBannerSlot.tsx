/**
 * Where the top bar's rotating announcement banner goes (spec part 1 §2.2, part 3 §4: up to 10
 * active announcements, rotating every 5 s, text cut at 70 characters, 'See More' link). The
 * announcements area is not built yet, so the slot renders nothing rather than invented news; the
 * announcements feature fills it in when it lands.
 */
export function AnnouncementBannerSlot() {
  return null;
}
