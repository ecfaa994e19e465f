import { BLOCK_DISPLAY_TYPE, BLOCK_REASON_ROUTES, GEO_BLOCK_TEMPLATE, type RouteId } from '../../protocol/routes';

/** The blocking answer of POST /blocks-api/api/v2/block (SPEC 3 "Blocking result"). */
export interface BlockAnswer {
  readonly displayTypeId: number;
  readonly templateTypeId?: number | null;
}

/**
 * SPEC 4 Blocking: displayTypeId 1 sets the reason (templateTypeId, default 0)
 * unless the force_geo_off cookie lifts the geo block (template 1); every other
 * display type clears it. Null means "not blocked".
 */
export function blockReasonFrom(answer: BlockAnswer, forceGeoOffCookie: string | null | undefined): number | null {
  if (answer.displayTypeId !== BLOCK_DISPLAY_TYPE) return null;
  const reason = answer.templateTypeId ?? 0;
  if (reason === GEO_BLOCK_TEMPLATE && forceGeoOffCookie) return null;
  return reason;
}

/** The page a block reason shows, or null for a reason without a page (0, unknown templates): no block page then. */
export function blockPageFor(reason: number | null): RouteId | null {
  if (reason === null) return null;
  return BLOCK_REASON_ROUTES[reason] ?? null;
}

const BLOCK_PAGES: ReadonlySet<RouteId> = new Set(Object.values(BLOCK_REASON_ROUTES));

export function isBlockPage(routeId: string): boolean {
  return BLOCK_PAGES.has(routeId as RouteId);
}
