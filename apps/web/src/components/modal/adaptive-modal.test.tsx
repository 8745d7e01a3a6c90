import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../app/test-helpers';
import { showAdaptiveModal } from '../../lib/ui-slice';
import { useAppDispatch } from '../../lib/store-hooks';
import { AdaptiveModal } from './adaptive-modal';
import { supportDialogInJsdom } from './dialog-test-support';

beforeAll(supportDialogInJsdom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness() {
  const dispatch = useAppDispatch();
  return (
    <>
      <button type="button" onClick={() => dispatch(showAdaptiveModal('cover-details'))}>
        Cover details
      </button>
      <AdaptiveModal modalId="cover-details" title="What is covered">
        <p>Hospital stays of more than 24 hours.</p>
        <button type="button">Got it</button>
      </AdaptiveModal>
      <AdaptiveModal modalId="other" title="Another modal">
        <p>Not this one.</p>
      </AdaptiveModal>
    </>
  );
}

/** window.matchMedia as a browser of the given width answers the small-screen query. */
function stubWindowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const maxWidth = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return { matches: width <= maxWidth, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() };
  });
}

async function openModal() {
  const view = renderWithProviders(<Harness />);
  const opener = screen.getByRole('button', { name: 'Cover details' });
  await userEvent.click(opener);
  return { ...view, opener, dialog: screen.getByRole('dialog', { name: 'What is covered' }) };
}

describe('AdaptiveModal', () => {
  it('shows nothing until the store shows it, then only the modal of that id, named by its title', async () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByText('Hospital stays of more than 24 hours.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cover details' }));
    const dialog = screen.getByRole('dialog', { name: 'What is covered' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.textContent).toContain('Hospital stays of more than 24 hours.');
    expect(screen.queryByText('Not this one.')).toBeNull();
  });

  it('moves focus into the modal when it opens', async () => {
    const { dialog } = await openModal();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it.each([
    ['pressing Escape', () => userEvent.keyboard('{Escape}')],
    ['the Close button', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('hides on %s and gives focus back to the opener', async (_how, hide) => {
    const { dialog, opener, store } = await openModal();
    await hide();
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(store.getState().ui.adaptiveModal).toBeUndefined();
    expect(screen.queryByText('Hospital stays of more than 24 hours.')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('hides on a click on the backdrop but not on a click inside the panel', async () => {
    const { dialog, store } = await openModal();
    await userEvent.click(screen.getByText('Hospital stays of more than 24 hours.'));
    expect(store.getState().ui.adaptiveModal).toBe('cover-details');
    await userEvent.click(dialog);
    expect(store.getState().ui.adaptiveModal).toBeUndefined();
  });

  it.each([
    [360, 'sheet'],
    [767, 'sheet'],
    [768, 'centred'],
    [1280, 'centred'],
  ])('at %i px wide is laid out as a %s', async (width, layout) => {
    stubWindowWidth(width);
    const { dialog } = await openModal();
    expect(dialog.dataset.layout).toBe(layout);
  });
});
