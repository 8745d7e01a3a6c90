import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { signedOut, uiSlice } from '../lib/ui-slice';
import { planSelectionSlice } from '../features/insurance/plan-selection-slice';
import { optionSelectionSlice } from '../features/insurance/option-selection-slice';
import type { RootState } from '../lib/store-hooks';

const combinedReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  ui: uiSlice.reducer,
  planSelection: planSelectionSlice.reducer,
  optionSelection: optionSelectionSlice.reducer,
});

/** A logout forgets the plans and options the partner picked too: the next person starts afresh. */
const rootReducer: typeof combinedReducer = (state, action) =>
  combinedReducer(signedOut.match(action) && state ? { ...state, planSelection: undefined, optionSelection: undefined } : state, action);

/** One store per app (and per test): the RTK Query cache and the local UI state. */
export function createStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    preloadedState,
  });
  // No query refetches on focus or reconnect, so RTK Query's setupListeners is not called (it would
  // only add to every first paint); a query that sets refetchOnFocus/refetchOnReconnect needs it here.
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
