import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { options } from 'preact';
import { afterEach } from 'vitest';
import { flushAnalytics } from '../lib/analytics';
import { startI18n } from '../lib/i18n/i18n';

// Pages render in English, SPEC's words, as a first visit with an English browser does.
await startI18n('en-IN');

// Preact runs effects after the next frame: by requestAnimationFrame, and by a 100 ms timer beside it that calls
// cancelAnimationFrame. jsdom's frames end with its environment, so a timer left by a file's last render could
// fire after the teardown, call a cancelAnimationFrame that is gone and fail the run. The frame alone, here:
// jsdom draws one every 16 ms while its window is open.
options.requestAnimationFrame = (flushEffects) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(flushEffects));
};

// findBy* waits 1 s by default; on a busy 2-core CI machine a first render with lazy routes and RTK Query
// can take longer. A longer ceiling changes nothing when the page is fast and fails the same when it is wrong.
configure({ asyncUtilTimeout: 5000 });

// Test files share one jsdom per worker (isolate: false, vitest.config.ts): each test leaves a clean page and
// empty storage behind, whichever file it is in.
afterEach(async () => {
  cleanup();
  // The page frame names the page in the title, which unmounting leaves behind (wordsOnPage reads it).
  document.title = '';
  // A test that switched the language leaves the next one in English.
  if (i18next.language !== 'en-IN') await i18next.changeLanguage('en-IN');
  // A test's page views wait 3 s for their batch: sent now, their timer cannot fire inside the next file's test.
  flushAnalytics();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  window.history.replaceState(null, '', '/');
});
