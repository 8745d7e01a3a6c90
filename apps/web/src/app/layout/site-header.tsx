import { Link, useNavigate } from 'react-router';
import { useLogoutMutation } from '../../lib/api-endpoints/session';
import { useBrandName } from '../../lib/brand';
import { signedOut } from '../../lib/ui-slice';
import { useAppDispatch, useAppSelector } from '../../lib/store-hooks';
import { useSmallScreen } from '../../lib/use-small-screen';

/** The site header: the tenant's brand, the signed-in partner's name and a way to log out. */
export function SiteHeader() {
  const visible = useAppSelector((state) => state.ui.headerVisible);
  const dealer = useAppSelector((state) => state.ui.dealer);
  const brandName = useBrandName();
  const smallScreen = useSmallScreen();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  if (!visible) return null;

  async function handleLogout() {
    await logout().unwrap().catch(() => undefined);
    dispatch(signedOut());
    void navigate('/login');
  }

  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand">
        {brandName}
      </Link>
      {dealer && (
        <div className="site-header__account">
          <span className="site-header__partner">
            {smallScreen ? null : 'Signed in as '}
            <strong>{dealer.dealerName}</strong>
          </span>
          <button type="button" className="button button--secondary" onClick={() => void handleLogout()} disabled={loggingOut}>
            Log out
          </button>
        </div>
      )}
    </header>
  );
}
