/** The access token lives in localStorage (the spec's browser keeps it there and clears it on 401/403). */
const tokenKey = 'factordesk.access_token';
const expiryKey = 'factordesk.expires_at';

export const tokenStorage = {
  read(): { token: string; expiresAt: number } | null {
    const token = localStorage.getItem(tokenKey);
    const expiresAt = Number(localStorage.getItem(expiryKey));
    return token && Number.isFinite(expiresAt) ? { token, expiresAt } : null;
  },
  write(token: string, expiresAt: number): void {
    localStorage.setItem(tokenKey, token);
    localStorage.setItem(expiryKey, String(expiresAt));
  },
  /** Clears everything the browser kept for the session: local storage, session storage and cookies. */
  clearAll(): void {
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  },
};
