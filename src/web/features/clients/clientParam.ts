/**
 * The client /clientdetails opens, kept in the browser's storage under 'param' (spec part 1 §2.5):
 * lightly obfuscated as base64 of a prefix and the id, so the address bar and a glance at storage
 * show no bare id. It hides nothing from a determined user; the server scopes every call anyway.
 */

export const clientParamKey = 'param';
const prefix = 'fdclient:';

export function encodeClientParam(id: number): string {
  return btoa(`${prefix}${id}`);
}

/** The id stored, or null for anything else (missing, foreign or tampered text). */
export function decodeClientParam(stored: string | null): number | null {
  if (!stored) return null;
  let text: string;
  try {
    text = atob(stored);
  } catch {
    return null;
  }
  if (!text.startsWith(prefix)) return null;
  const digits = text.slice(prefix.length);
  if (!/^[1-9]\d{0,9}$/.test(digits)) return null;
  const id = Number(digits);
  return id <= 2_147_483_647 ? id : null;
}

export function storeClientParam(id: number): void {
  localStorage.setItem(clientParamKey, encodeClientParam(id));
}

export function storedClientParam(): number | null {
  try {
    return decodeClientParam(localStorage.getItem(clientParamKey));
  } catch {
    return null;
  }
}
