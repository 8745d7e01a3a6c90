import { useLocation, useNavigate } from 'react-router';
import { SignInSteps } from '../../components/sign-in/sign-in-steps';

/** Where to go after signing in: the page that sent the partner here, or home. */
function useReturnPath(): string {
  const state: unknown = useLocation().state;
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  // Only paths inside the portal, never another site.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/login' ? from : '/';
}

/** /login: mobile, then OTP; on success the partner returns to the page they came from, or home. */
export function LoginPage() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  return <SignInSteps onSignedIn={() => void navigate(returnPath, { replace: true })} />;
}
