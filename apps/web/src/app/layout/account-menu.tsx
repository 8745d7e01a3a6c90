import { useNavigate } from 'react-router';
import { useLogoutMutation } from '../../lib/api-endpoints/session';
import { signedOut } from '../../lib/ui-slice';
import type { SignedInDealer } from '../../lib/ui-slice';
import { useAppDispatch } from '../../lib/store-hooks';
import { useSmallScreen } from '../../lib/use-small-screen';

/** The signed-in partner's name and a way to log out; loaded only once a partner is signed in. */
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
