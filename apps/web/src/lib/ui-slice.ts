import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { TenantCode } from '@portal/domain';
import { readDealerSession } from './dealer-session';

/** The signed-in partner as the site header shows it (display only; the cookie authorises). */
export interface SignedInDealer {
  dealerName: string;
  tenantName: string | undefined;
  /** Whose brand colour the pages take (lib/brand.ts). */
  tenant?: TenantCode;
}

/**
 * Why the site header is hidden: scrolled away on a small screen (it comes back on scrolling up or on
 * focus), or asked by a page that shows no partner header (e.g. a customer's public mandate page).
 */
export type HeaderHideReason = 'scroll' | 'page';

/** The adaptive modal that shows the share actions of a quote (SPEC §4 share modal open/close). */
export const SHARE_MODAL_ID = 'share';

/** Local UI state of SPEC §4: header show/hide, adaptive modal show/hide, share modal open/close. */
export interface UiState {
  headerHiddenBy: Record<HeaderHideReason, boolean>;
  /** The adaptive modal shown, by its id: a modal blocks the page, so at most one is shown. */
  adaptiveModal: string | undefined;
  dealer: SignedInDealer | undefined;
  /**
   * The brand of the link a public page was opened by (a customer's loan link, a shared quote): it names the
   * header and colours the page over the signed-in partner's brand while that page is shown.
   */
  linkBrand: LinkBrand | undefined;
}

export interface LinkBrand {
  brandName: string;
  /** The link's brand colour (a CSS colour), when the page knows it. */
  colour?: string;
}

function readSignedInDealer(): SignedInDealer | undefined {
  const session = readDealerSession();
  return session ? { dealerName: session.dealerName, tenantName: session.data?.tenantName, tenant: session.data?.tenant } : undefined;
}

export const createInitialUiState = (): UiState => ({
  headerHiddenBy: { scroll: false, page: false },
  adaptiveModal: undefined,
  dealer: readSignedInDealer(),
  linkBrand: undefined,
});

export const uiSlice = createSlice({
  name: 'ui',
  initialState: createInitialUiState,
  reducers: {
    showHeader: (state, action: PayloadAction<HeaderHideReason>) => void (state.headerHiddenBy[action.payload] = false),
    hideHeader: (state, action: PayloadAction<HeaderHideReason>) => void (state.headerHiddenBy[action.payload] = true),
    showAdaptiveModal: (state, action: PayloadAction<string>) => void (state.adaptiveModal = action.payload),
    // Only the modal shown may be hidden: a late close of another modal leaves the current one open.
    hideAdaptiveModal: (state, action: PayloadAction<string>) => {
      if (state.adaptiveModal === action.payload) state.adaptiveModal = undefined;
    },
    // The share modal is an adaptive modal; its open/close are the same state under its own id.
    openShareModal: (state) => void (state.adaptiveModal = SHARE_MODAL_ID),
    closeShareModal: (state) => {
      if (state.adaptiveModal === SHARE_MODAL_ID) state.adaptiveModal = undefined;
    },
    signedIn: (state, action: PayloadAction<SignedInDealer>) => void (state.dealer = action.payload),
    signedOut: (state) => void (state.dealer = undefined),
    linkBrandShown: (state, action: PayloadAction<LinkBrand>) => void (state.linkBrand = action.payload),
    linkBrandLeft: (state) => void (state.linkBrand = undefined),
  },
});

export const {
  showHeader,
  hideHeader,
  showAdaptiveModal,
  hideAdaptiveModal,
  openShareModal,
  closeShareModal,
  signedIn,
  signedOut,
  linkBrandShown,
  linkBrandLeft,
} = uiSlice.actions;

/** The header shows unless something hides it (a scroll on a small screen, or the page). */
export const isHeaderShown = (ui: UiState): boolean => !ui.headerHiddenBy.scroll && !ui.headerHiddenBy.page;
export const isAdaptiveModalShown = (ui: UiState, modalId: string): boolean => ui.adaptiveModal === modalId;
export const isShareModalOpen = (ui: UiState): boolean => ui.adaptiveModal === SHARE_MODAL_ID;
