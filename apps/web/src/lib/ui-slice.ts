import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { readDealerSession } from './dealer-session';

/** The signed-in partner as the site header shows it (display only; the cookie authorises). */
export interface SignedInDealer {
  dealerName: string;
  tenantName: string | undefined;
}

/** Local UI state of SPEC §4: header show/hide, adaptive modal show/hide, share modal open/close. */
export interface UiState {
  headerVisible: boolean;
  adaptiveModalVisible: boolean;
  shareModalOpen: boolean;
  dealer: SignedInDealer | undefined;
}

function readSignedInDealer(): SignedInDealer | undefined {
  const session = readDealerSession();
  return session ? { dealerName: session.dealerName, tenantName: session.data?.tenantName } : undefined;
}

export const createInitialUiState = (): UiState => ({
  headerVisible: true,
  adaptiveModalVisible: false,
  shareModalOpen: false,
  dealer: readSignedInDealer(),
});

export const uiSlice = createSlice({
  name: 'ui',
  initialState: createInitialUiState,
  reducers: {
    showHeader: (state) => void (state.headerVisible = true),
    hideHeader: (state) => void (state.headerVisible = false),
    showAdaptiveModal: (state) => void (state.adaptiveModalVisible = true),
    hideAdaptiveModal: (state) => void (state.adaptiveModalVisible = false),
    openShareModal: (state) => void (state.shareModalOpen = true),
    closeShareModal: (state) => void (state.shareModalOpen = false),
    signedIn: (state, action: PayloadAction<SignedInDealer>) => void (state.dealer = action.payload),
    signedOut: (state) => void (state.dealer = undefined),
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
} = uiSlice.actions;
