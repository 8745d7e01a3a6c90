import type { Dispatch } from '@reduxjs/toolkit';
import { api } from './api';
import { clearDealerSession } from './save-dealer-session';
import { hideAdaptiveModal, signedOut } from './ui-slice';
import { markLoggedOutOnPurpose, SIGN_IN_AGAIN_MODAL_ID } from './sign-in-again';

/**
 * What a deliberate logout leaves behind: nothing. On a shared phone the next person must not see the
 * last partner's name, cached leads or figures, or a "Sign in again" sheet promising to keep his work.
 * The server's session is ended by the logout call; this forgets everything the browser held.
 */
export function forgetSignedInPartner(dispatch: Dispatch): void {
  markLoggedOutOnPurpose();
  clearDealerSession();
  dispatch(hideAdaptiveModal(SIGN_IN_AGAIN_MODAL_ID));
  // One tick: the page frame never renders a partner name over an emptied cache, or the reverse.
  dispatch(api.util.resetApiState());
  dispatch(signedOut());
}
