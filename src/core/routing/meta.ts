import { ROUTES, SECTION_ROUTE, SUPPORTED_LANGUAGE_PATTERN, type Layout, type RouteDef, type RouteMeta } from '../../protocol/routes';
import { compilePatterns, matchSegments, splitPath } from './match';

const COMPILED = compilePatterns<RouteDef>(ROUTES.map((r: RouteDef) => ({ pattern: r.path, constraints: r.constraints, value: r })));

/**
 * The metadata of the route a path names, before a decision: which
 * preloader skeleton and header theme to show while the worker decides (the
 * decision may still redirect; the skeleton is only what the page will most
 * likely look like). An unknown path is the section page's.
 */
export function routeShapeOf(pathname: string): { readonly layout: Layout; readonly meta: RouteMeta } {
  const route = routeOfPath(pathname);
  return { layout: route.layout, meta: route.meta };
}

/** The route table's entry a path (with or without its language) names; an unknown path is the section page's. */
export function routeOfPath(pathname: string): RouteDef {
  const segments = splitPath(pathname);
  const rest = segments[0] !== undefined && SUPPORTED_LANGUAGE_PATTERN.test(segments[0]) ? segments.slice(1) : segments;
  return matchSegments(COMPILED, rest).match?.value ?? SECTION_ROUTE;
}

export function routeMetaOf(pathname: string): RouteMeta {
  return routeShapeOf(pathname).meta;
}
