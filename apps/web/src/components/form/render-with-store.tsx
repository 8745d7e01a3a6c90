import type { ReactElement } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import { api } from '../../lib/api';

/** Renders UI under a fresh store holding the app's RTK Query api, as the app's providers do. Tests only. */
export function renderWithStore(ui: ReactElement) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}
