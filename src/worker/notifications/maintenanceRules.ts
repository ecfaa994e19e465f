import type { MaintenanceNoticeView } from '../../protocol/api';
import type { RaiseDraft } from './rules';

/** What the queue must do when the maintenance warning of the site config changes. */
export interface MaintenanceRuling {
  /** Keys of open maintenance warnings whose window is over or changed: retracted first, freeing the lane. */
  readonly retract: readonly string[];
  readonly raise: readonly RaiseDraft[];
}

const NOTHING: MaintenanceRuling = { retract: [], raise: [] };
const PREFIX = 'maintenance:';

/** The fact is the announced window: a new window is a new warning, the same one announced again is not. */
export function maintenanceKey(notice: MaintenanceNoticeView): string {
  return `${PREFIX}${notice.startsAt ?? ''}:${notice.finishesAt ?? ''}`;
}

/**
 * SPEC 8's warning before a planned maintenance, from the site config's
 * notice the worker computes on its clock (src/core/routing/maintenance.ts):
 * when one appears it raises `maintenance` for the whole browser; when it goes
 * or its window changes, the open one is retracted. `before` undefined: this
 * worker has not looked yet (it just started), so any open warning of the
 * log that is not the current one is over; `openKeys` are the queue's open
 * keys. A dismissed warning stays closed: the queue does not raise a closed
 * key again.
 */
export function maintenanceRules(
  before: MaintenanceNoticeView | null | undefined,
  after: MaintenanceNoticeView | null,
  openKeys: readonly string[],
): MaintenanceRuling {
  const next = after ? maintenanceKey(after) : null;
  if (before !== undefined && (before ? maintenanceKey(before) : null) === next) return NOTHING;
  const params = after
    ? {
        ...(after.startsAt === null ? {} : { startsAt: after.startsAt }),
        ...(after.finishesAt === null ? {} : { finishesAt: after.finishesAt }),
      }
    : {};
  return {
    retract: openKeys.filter((key) => key.startsWith(PREFIX) && key !== next),
    raise: after && next ? [{ key: next, kind: 'maintenance', params, link: null, player: null }] : [],
  };
}
