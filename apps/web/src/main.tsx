// First: every zod schema built after this parses without eval (see the module).
import './lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { createStore } from './app/store';
import { AppRoutes } from './app/router';
import { sessionApi } from './lib/api-endpoints/session';
import { prefetchPageData } from './app/page-data';
import { startI18n } from './lib/i18n/i18n';
import './styles/global.css';
import './styles/devanagari-font.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// First, so <html lang> names the page's language before any call: the API answers in it, and the first calls
// below (the session, the page's data) would otherwise ask in the language the server guessed for the HTML (a
// choice kept on this phone that the server did not know came back in English). The language's catalogue, a small
// chunk of its own, is fetched beside the session and the page's data; the frame renders once it is in, so no page
// paints in one language and then another (decision 0210).
const i18nReady = startI18n();
const store = createStore();
// Most pages wait for the session status (the session guard, the header): ask at once, beside the page's
// code, instead of after the guard's chunk has arrived and run (decision 0123). It never answers 401.
const session = store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { subscribe: false }));
// The queries of the page opened, beside its code rather than after it has rendered (decision 0136).
prefetchPageData(store, window.location, session);

const render = () =>
  // A transition, so that React would render the frame in slices, yielding to the browser between them (decision
  // 0136). Preact, which the build renders with (decision 0276), runs a transition at once: the frame is one task.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Provider store={store}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Provider>
      </StrictMode>,
    ),
  );
// A catalogue that cannot be fetched still renders the page (its keys' defaults), never a blank one.
i18nReady.then(render, render);
