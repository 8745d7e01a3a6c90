import { useNavigate } from 'react-router';
import { AppLink } from '../../components/app-link';
import { useLogoutMutation } from '../../lib/api-endpoints/session';
import { signedOut } from '../../lib/ui-slice';
import type { SignedInDealer } from '../../lib/ui-slice';
import { useAppDispatch } from '../../lib/store-hooks';
import { useSmallScreen } from '../../lib/use-small-screen';

/** The signed-in partner's way to their leads, their name and a way to log out; loaded only once a partner is signed in. */
export function AccountMenu({ dealer }: { dealer: SignedInDealer }) {
  const smallScreen = useSmallScreen();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function handleLogout() {
    await logout().unwrap().catch(() => undefined);
    dispatch(signedOut());
    void navigate('/login');
  }

  return (
    <div className="site-header__account">
      <nav aria-label="Main">
        <AppLink to="/leads">My Leads</AppLink>
      </nav>
      <span className="site-header__partner">
        {smallScreen ? null : 'Signed in as '}
        <strong>{dealer.dealerName}</strong>
      </span>
      <button type="button" className="button button--secondary" onClick={() => void handleLogout()} disabled={loggingOut}>
        Log out
      </button>
    </div>
  );
}
