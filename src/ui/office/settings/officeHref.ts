import { ROUTES, type RouteId } from '../../../protocol/routes';

/** The path of an office page by its route id (src/protocol/routes.ts), never a written path. */
export function officeHref(lang: string, routeId: RouteId): string {
  const route = ROUTES.find((r) => r.id === routeId);
  return `/${lang}/${route?.path ?? ''}`;
}
