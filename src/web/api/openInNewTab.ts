import { toastError, toastFromError } from '../kit/toast';
import { releaseObjectUrl } from './objectUrl';

/** How long an opened file's object URL lives: enough for the new tab to load it, then it is freed. */
const objectUrlLifetimeMs = 60_000;

/**
 * Opens fetched bytes (a stored document, a generated PDF) in a new tab. The bytes come with the
 * caller's credentials, which a plain link cannot carry, and are shown from an object URL; the
 * tab is opened at once, while the click still counts as the user's (browsers block tabs opened
 * after a wait). Failures close the tab and toast the server's message.
 */
export async function openInNewTab(fetchObjectUrl: () => Promise<string | null>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = await fetchObjectUrl();
    if (!url) {
      // The runtime can make no object URL to show the bytes from.
      tab?.close();
      void toastError();
      return;
    }
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener,noreferrer');
    window.setTimeout(() => releaseObjectUrl(url), objectUrlLifetimeMs);
  } catch (error) {
    tab?.close();
    void toastFromError(error);
  }
}
