/** An object URL for a file or blob, or null where the runtime has none (jsdom in tests). */
export function objectUrlOf(blob: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
}

/** Frees an object URL where the runtime has them. */
export function releaseObjectUrl(url: string): void {
  if (typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

/** Saves an object URL's bytes under `fileName` through the browser's download, then frees it. */
export function saveObjectUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Freed once the click has handed the bytes over (at once, Firefox may cancel the download).
  window.setTimeout(() => releaseObjectUrl(url), 0);
}

/** Saves a blob under `fileName` (nothing where the runtime has no object URLs). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = objectUrlOf(blob);
  if (url) saveObjectUrl(url, fileName);
}
