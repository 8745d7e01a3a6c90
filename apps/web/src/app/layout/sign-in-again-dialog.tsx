import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveModal } from '../../components/modal/adaptive-modal';
import { LoadingMessage } from '../../components/status-message';
import { settleSignInAgain, SIGN_IN_AGAIN_MODAL_ID } from '../../lib/sign-in-again';
import { hideAdaptiveModal, isAdaptiveModalShown } from '../../lib/ui-slice';
import { useAppDispatch, useAppSelector } from '../../lib/store-hooks';

// Only a partner whose session ended needs the sign-in steps: they stay out of every page's first paint.
const SignInSteps = lazy(() => import('../../components/sign-in/sign-in-steps').then((module) => ({ default: module.SignInSteps })));

/**
 * Opens in place when a call answers 401 mid-page (lib/api.ts): the partner signs in again without
 * leaving the page, so a half-filled form keeps every answer, and the call that failed is sent again.
 */
export function SignInAgainDialog() {
  const { t } = useTranslation();
  const shown = useAppSelector((state) => isAdaptiveModalShown(state.ui, SIGN_IN_AGAIN_MODAL_ID));
  const dispatch = useAppDispatch();

  // Closed without signing in (Close, Escape, the backdrop): the waiting calls answer their 401.
  useEffect(() => {
    if (!shown) settleSignInAgain(false);
  }, [shown]);

  const carryOn = () => {
    settleSignInAgain(true);
    dispatch(hideAdaptiveModal(SIGN_IN_AGAIN_MODAL_ID));
  };

  return (
    <AdaptiveModal modalId={SIGN_IN_AGAIN_MODAL_ID} title={t('shell.signInAgainTitle')}>
      <p>{t('shell.signInAgainText')}</p>
      <Suspense fallback={<LoadingMessage>{t('shell.loadingSignIn')}</LoadingMessage>}>
        <SignInSteps onSignedIn={carryOn} />
      </Suspense>
    </AdaptiveModal>
  );
}
