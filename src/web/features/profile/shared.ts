/**
 * The profile's calls, for screens that show a profile's pictures elsewhere.
 * Kept out of index.ts, which the router imports: these load only with the screens that use them.
 */
export { profileApi } from './api';
