import { lazy, Suspense } from 'react';

/** The banner, its own chunk: the top bar mounts it without growing the sign-in page's JavaScript. */
const AnnouncementBanner = lazy(() =>
  import('./AnnouncementBanner').then((m) => ({ default: m.AnnouncementBanner })),
);

/** Where the top bar's rotating announcement banner goes (spec part 1 §2.2). */
export function AnnouncementBannerSlot() {
  return (
    <Suspense fallback={null}>
      <AnnouncementBanner />
    </Suspense>
  );
}
