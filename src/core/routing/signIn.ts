import { RETURN_URL_QUERY, SHOW_LOGIN_MODAL_QUERY } from '../../protocol/routes';
import type { BareResolution, LoginRequiredTarget } from '../../protocol/routeAnswer';
import type { SiteConfig } from '../../protocol/schemas/siteConfig';

export type LoginRequiredResolution = Extract<BareResolution, { kind: 'loginRequired' }>;

/** The target the site asked for; 'auth' without an auth application to send to is 'login'. */
export function loginRequiredTargetOf(config: SiteConfig): LoginRequiredTarget {
  // Absent means 'login': a guest opening the page from a link or a bookmark (the server's 302) must still get the form and the way back.
  const asked = config.loginRequiredTarget ?? 'login';
  return asked === 'auth' && !config.authAppOrigin ? 'login' : asked;
}

/**
 * Where a guest goes from a page that needs sign-in (SPEC 6: "open the login
 * dropdown and redirect unauthorised visitors to home, login, or the auth app
 * for account-style sites"). `returnUrl` is the page asked for (path and
 * query), where signing in brings the player back.
 */
export function loginRequiredAnswer(
  config: SiteConfig,
  lng: string,
  returnUrl: string,
  target: LoginRequiredTarget = loginRequiredTargetOf(config),
): LoginRequiredResolution {
  const root = `/${lng}`;
  const back = `${RETURN_URL_QUERY}=${encodeURIComponent(returnUrl)}`;
  switch (target) {
    case 'home':
      return { kind: 'loginRequired', target, redirectTo: root, returnUrl, openLogin: true, language: lng };
    case 'login':
      // The modal and the way back travel in the URL, so they survive the server's 302 and a reload.
      return {
        kind: 'loginRequired',
        target,
        redirectTo: `${root}?${SHOW_LOGIN_MODAL_QUERY}=1&${back}`,
        returnUrl,
        openLogin: true,
        language: lng,
      };
    case 'auth':
      return {
        kind: 'loginRequired',
        target,
        redirectTo: `${config.authAppOrigin}${root}?${back}`,
        returnUrl,
        openLogin: false,
        language: lng,
      };
  }
}
