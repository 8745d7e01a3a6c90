import { describe, expect, it } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  closeShareModal,
  createInitialUiState,
  hideAdaptiveModal,
  hideHeader,
  isAdaptiveModalShown,
  isHeaderShown,
  isShareModalOpen,
  openShareModal,
  showAdaptiveModal,
  showHeader,
  uiSlice,
  type UiState,
} from './ui-slice';

const run = (...actions: UnknownAction[]): UiState => actions.reduce(uiSlice.reducer, createInitialUiState());

describe('ui slice: header show/hide', () => {
  it.each<[string, UnknownAction[], boolean]>([
    ['initially', [], true],
    ['scrolled away', [hideHeader('scroll')], false],
    ['scrolled back', [hideHeader('scroll'), showHeader('scroll')], true],
    ['hidden by the page', [hideHeader('page')], false],
    ['hidden by the page, then scrolled up', [hideHeader('page'), showHeader('scroll')], false],
    ['hidden by both, the page left', [hideHeader('page'), hideHeader('scroll'), showHeader('page')], false],
    ['hidden by both, both undone', [hideHeader('page'), hideHeader('scroll'), showHeader('page'), showHeader('scroll')], true],
  ])('%s: shown is %s', (_case, actions, shown) => {
    expect(isHeaderShown(run(...actions))).toBe(shown);
  });
});

describe('ui slice: adaptive modal show/hide and share modal open/close', () => {
  it.each<[string, UnknownAction[], string | undefined]>([
    ['initially', [], undefined],
    ['shown', [showAdaptiveModal('details')], 'details'],
    ['shown then hidden', [showAdaptiveModal('details'), hideAdaptiveModal('details')], undefined],
    ['a late hide of another modal', [showAdaptiveModal('details'), hideAdaptiveModal('other')], 'details'],
    ['another shown in its place', [showAdaptiveModal('details'), showAdaptiveModal('other')], 'other'],
    ['share opened', [openShareModal()], 'share'],
    ['share opened then closed', [openShareModal(), closeShareModal()], undefined],
    ['share hidden as an adaptive modal (Escape)', [openShareModal(), hideAdaptiveModal('share')], undefined],
    ['share closed while another modal is shown', [showAdaptiveModal('details'), closeShareModal()], 'details'],
  ])('%s: the modal shown is %s', (_case, actions, shown) => {
    const state = run(...actions);
    expect(state.adaptiveModal).toBe(shown);
    expect(isShareModalOpen(state)).toBe(shown === 'share');
    if (shown) expect(isAdaptiveModalShown(state, shown)).toBe(true);
  });
});
