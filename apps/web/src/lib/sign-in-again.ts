import type { Dispatch } from '@reduxjs/toolkit';
import { showAdaptiveModal } from './ui-slice';

/** The adaptive modal that signs a partner in again in place when the session ends mid-page. */
export const SIGN_IN_AGAIN_MODAL_ID = 'sign-in-again';

/**
 * The one wait for the partner to sign in again, shared by every call that met a 401 meanwhile. A
 * promise is not state the store may hold, so it lives here; the dialog's visibility is in the store.
 */
let pendingSignIn: { settled: Promise<boolean>; settle: (signedIn: boolean) => void } | undefined;

/**
 * Opens the sign-in dialog (once, however many calls ask) and resolves true when the partner has signed
 * in again, false when the dialog was closed without signing in.
 */
export function waitForSignInAgain(dispatch: Dispatch): Promise<boolean> {
  if (!pendingSignIn) {
    let resolve: (signedIn: boolean) => void = () => undefined;
    const settled = new Promise<boolean>((done) => (resolve = done));
    pendingSignIn = {
      settled,
      settle: (signedIn) => {
        pendingSignIn = undefined;
        resolve(signedIn);
      },
    };
    dispatch(showAdaptiveModal(SIGN_IN_AGAIN_MODAL_ID));
  }
  return pendingSignIn.settled;
}

/** Ends the wait: the calls that met a 401 are retried (signed in) or answer their 401 (closed). */
export function settleSignInAgain(signedIn: boolean): void {
  pendingSignIn?.settle(signedIn);
}
