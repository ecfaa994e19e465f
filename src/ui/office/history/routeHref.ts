import { ROUTES } from '../../../protocol/routes';

type RouteId = (typeof ROUTES)[number]['id'];

/** The address of a route of the route table by its id, with its parameters filled in: no page writes another page's path. */
export function routeHref(lang: string, id: RouteId, params: Readonly<Record<string, string>> = {}): string {
  const def = ROUTES.find((r) => r.id === id);
  const path = (def?.path ?? '').replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return `/${lang}/${path}`;
}
