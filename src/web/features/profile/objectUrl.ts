/** An object URL for a file or blob, or null where the runtime has none (jsdom in tests). */
export function objectUrlOf(blob: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
}
