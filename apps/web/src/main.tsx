import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Replaced by the app shell (router, store, layout).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Partner Portal</h1>
  </StrictMode>,
);
