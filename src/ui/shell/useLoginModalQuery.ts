import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PageResolution } from '../../protocol/routeAnswer';
import { RETURN_URL_QUERY, SHOW_LOGIN_MODAL_QUERY } from '../../protocol/routes';
import { requestLogin } from '../core-access/loginRequest';
import { useSession } from '../session/useSession';

/**
 * A page that needs sign-in sent the guest to `/{lng}?showLoginModal=1&return_url=…`
 * (site setting loginRequiredTarget 'login'; the server's 302 says the same
 * to a first load). Once the session is known: a guest gets the login modal
 * with the way back held in the request; a player already signed in goes
 * straight back. The two keys are then dropped, so closing the modal does not
 * leave it to open again on the next reload.
 */
export function useLoginModalQuery(page: PageResolution | null): void {
  const status = useSession()?.status;
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const asked = page?.query[SHOW_LOGIN_MODAL_QUERY] === '1';
  const returnUrl = page?.returnUrl ?? null;
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!asked || status === undefined || status === 'checking' || handled.current === here) return;
    handled.current = here;
    if (status === 'signedIn' && returnUrl !== null) {
      navigate(returnUrl, { replace: true });
      return;
    }
    if (status === 'signedOut') requestLogin({ returnUrl, reason: 'guard' });
    const params = new URLSearchParams(location.search);
    params.delete(SHOW_LOGIN_MODAL_QUERY);
    params.delete(RETURN_URL_QUERY);
    const rest = params.toString();
    navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [asked, status, returnUrl, here, location.pathname, location.search, navigate]);
}
