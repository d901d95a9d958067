import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';

/**
 * The Redux store: RTK Query owns server state (every feature injects its endpoints into the one
 * base api); screens keep their own UI state, and workflows live in machines.
 */
const rootReducer = combineReducers({ [baseApi.reducerPath]: baseApi.reducer });

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests and stories pass a preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
  // Refetch on focus/reconnect where an endpoint asks for it.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
