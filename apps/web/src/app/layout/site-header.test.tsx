import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-helpers';
import { usePageHidesHeader } from '../../lib/use-page-hides-header';
import { SiteHeader } from './site-header';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** window.matchMedia as a browser of the given width answers the small-screen query. */
function stubWindowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const maxWidth = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return { matches: width <= maxWidth, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() };
  });
}

function scrollTo(y: number) {
  vi.stubGlobal('scrollY', y);
  act(() => void fireEvent.scroll(window));
}

const scrolledAway = () => screen.getByRole('banner').classList.contains('site-header--scrolled-away');

function renderHeader(width: number) {
  stubWindowWidth(width);
  vi.stubGlobal('scrollY', 0);
  return renderWithProviders(
    <>
      <SiteHeader />
      <main>
        <button type="button">Get Quote</button>
      </main>
    </>,
  );
}

describe('SiteHeader', () => {
  it('on a small screen slides away while scrolling down and comes back on scrolling up', () => {
    renderHeader(360);
    expect(scrolledAway()).toBe(false);
    scrollTo(400);
    expect(scrolledAway()).toBe(true);
    scrollTo(300);
    expect(scrolledAway()).toBe(false);
  });

  it('ignores a few pixels of jitter', () => {
    renderHeader(360);
    scrollTo(400);
    scrollTo(396);
    expect(scrolledAway()).toBe(true);
  });

  it('never hides while focus is inside it, and comes back when focus moves into it', async () => {
    renderHeader(360);
    const brand = screen.getByRole('link');
    act(() => brand.focus());
    scrollTo(400);
    expect(scrolledAway()).toBe(false);

    act(() => screen.getByRole('button', { name: 'Get Quote' }).focus());
    scrollTo(800);
    expect(scrolledAway()).toBe(true);
    // The header's last control before the page: the language switcher.
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Language' }));
    expect(scrolledAway()).toBe(false);
  });

  it('stays in place on a wide screen', () => {
    renderHeader(1024);
    scrollTo(400);
    scrollTo(1200);
    expect(scrolledAway()).toBe(false);
  });

  it('is not shown on a page that asks, and is back once that page is left', async () => {
    function PublicPage() {
      usePageHidesHeader();
      return <p>Sign the mandate letter</p>;
    }
    function App() {
      const [onPublicPage, setOnPublicPage] = useState(true);
      return (
        <>
          <SiteHeader />
          {onPublicPage ? <PublicPage /> : null}
          <button type="button" onClick={() => setOnPublicPage(false)}>
            Leave
          </button>
        </>
      );
    }
    stubWindowWidth(1024);
    renderWithProviders(<App />);
    expect(screen.queryByRole('banner')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
