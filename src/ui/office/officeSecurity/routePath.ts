import { ROUTES, type RouteId } from '../../../protocol/routes';

/** The path of a page by its route id, in the visitor's language: links never spell an office path by hand. */
export function routePath(lang: string, id: RouteId, search = ''): string {
  const route = ROUTES.find((r) => r.id === id);
  return `/${lang}/${route?.path ?? ''}${search}`;
}
