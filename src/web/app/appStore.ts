import { makeStore } from './store';

/**
 * The running app's one store. It lives in the chunk that brings Redux, RTK Query and the API
 * contract, which the sign-in page fetches only once the visitor acts (see AppStoreProvider).
 */
export const appStore = makeStore();
