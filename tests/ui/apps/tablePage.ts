import { ROUTES, type RouteId } from '../../../src/protocol/routes';
import type { AppPage } from '../../../src/ui/apps/routeApps';

/** A route as its answer names it (its id and the table's remote application), for appOfPage and the prefetch props. */
export function tablePage(routeId: RouteId): AppPage {
  const route = ROUTES.find((r) => r.id === routeId);
  if (!route) throw new Error(`no route ${routeId}`);
  return { routeId, remoteApp: route.meta.remoteApp };
}
