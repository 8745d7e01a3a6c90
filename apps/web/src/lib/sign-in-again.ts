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

/**
 * Set by a deliberate logout until the next sign-in: a call that meets a 401 meanwhile (a page's query
 * still in flight as the partner leaves) answers its 401 and opens no "Sign in again" dialog, since nobody
 * is there to carry on. A session that ends on its own never sets it, so the dialog keeps the work.
 */
let loggedOutOnPurpose = false;

export function markLoggedOutOnPurpose(): void {
  loggedOutOnPurpose = true;
  pendingSignIn?.settle(false);
}

export function clearLoggedOutOnPurpose(): void {
  loggedOutOnPurpose = false;
}

export const isLoggedOutOnPurpose = (): boolean => loggedOutOnPurpose;

/** Ends the wait: the calls that met a 401 are retried (signed in) or answer their 401 (closed). */
export function settleSignInAgain(signedIn: boolean): void {
  pendingSignIn?.settle(signedIn);
}
