import { PLAY_BLOCK_OPEN, type RouteGroup } from '../../protocol/routes';

const OPEN_GROUPS: ReadonlySet<string> = new Set(PLAY_BLOCK_OPEN.groups);
const OPEN_ROUTES: ReadonlySet<string> = new Set(PLAY_BLOCK_OPEN.routes);

/** The page that says which break runs, until when, and what is still possible. */
export const PLAY_PAUSED_PATH = 'play-paused';

/**
 * DESIGN "Regulation": while a time-out or self-exclusion runs the player may
 * view the account, the history and withdraw, and read the information
 * pages; every other page is closed to them (PLAY_BLOCK_OPEN is the list).
 */
export function openWhilePlayBlocked(routeId: string, group: RouteGroup): boolean {
  return OPEN_ROUTES.has(routeId) || OPEN_GROUPS.has(group);
}
