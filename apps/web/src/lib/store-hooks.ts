import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { api } from './api';
import type { UiState } from './ui-slice';

/** The store's state; app/store.ts builds a store of exactly these reducers. */
export interface RootState {
  [api.reducerPath]: ReturnType<typeof api.reducer>;
  ui: UiState;
}
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
