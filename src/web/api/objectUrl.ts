/** An object URL for a file or blob, or null where the runtime has none (jsdom in tests). */
export function objectUrlOf(blob: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
}

/** Frees an object URL where the runtime has them. */
export function releaseObjectUrl(url: string): void {
  if (typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}
