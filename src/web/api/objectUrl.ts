/** An object URL for a file or blob, or null where the runtime has none (jsdom in tests). */
export function objectUrlOf(blob: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
}

/** Frees an object URL where the runtime has them. */
export function releaseObjectUrl(url: string): void {
  if (typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

/** Hands an object URL to the browser as a download under `fileName`, then frees it. */
export function saveObjectUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has handed the URL over.
  window.setTimeout(() => releaseObjectUrl(url), 0);
}

/** Hands a blob (a CSV written in the browser) to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = objectUrlOf(blob);
  if (url !== null) saveObjectUrl(url, fileName);
}
