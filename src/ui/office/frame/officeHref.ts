import { ROUTES, type RouteId } from '../../../protocol/routes';

const PATHS: ReadonlyMap<string, string> = new Map(ROUTES.map((r) => [r.id, r.path]));

/** The address of an office page by its route id (src/protocol/routes.ts), in the player's language; null for an unknown id. */
export function officeHref(lang: string, routeId: RouteId | string): string | null {
  const path = PATHS.get(routeId);
  return path === undefined || path.includes(':') ? null : `/${lang}/${path}`;
}

/** The menu item a route belongs to: the office's own address is its account page. */
export const menuRouteOf = (routeId: string): string => (routeId === 'office' ? 'officeAccount' : routeId);
