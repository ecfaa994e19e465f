import type { RouteDef } from '../../protocol/routes';

type UndecidedRoute = Pick<RouteDef, 'group' | 'layout' | 'meta'>;

/**
 * The two routes the shell draws when the worker could not decide (home and
 * the debugger), as the route table has them. Copied here so the table itself
 * stays out of the tab's first load; tests/ui/app/undecidedRoutes.test.ts
 * checks the copy against the table.
 */
export const UNDECIDED_ROUTES: Readonly<Record<'home' | 'debugger', UndecidedRoute>> = {
  home: {
    group: 'home',
    layout: 'main',
    meta: { remoteApp: 'line', preloader: 'line', headerTheme: 'default', footerTheme: 'default', quickCoupon: true },
  },
  debugger: {
    group: 'service',
    layout: 'main',
    meta: { remoteApp: null, preloader: 'none', headerTheme: 'default', footerTheme: 'default' },
  },
};
