import type { MaintenanceWindow } from '../../protocol/routeAnswer';
import type { MaintenanceInfo } from '../../protocol/schemas/siteConfig';

/**
 * SPEC 4 Maintenance: the maintenance cookie equal to 1, or the config saying
 * isActive or web_state, puts the site in maintenance. `forced` is the worker
 * forcing it on after the blocking call failed (SPEC 4 Blocking).
 */
export function isMaintenanceActive(info: MaintenanceInfo, maintenanceCookie: string | null | undefined, forced = false): boolean {
  return forced || maintenanceCookie === '1' || info.isActive || info.web_state;
}

import { maintenanceTextLanguage } from '../format/maintenanceLanguage';

export { maintenanceTextLanguage };

/** The config gives epoch seconds or milliseconds; anything before 2001 in ms is read as seconds. */
export function epochMs(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return value < 1e12 ? value * 1000 : value;
}

/** What the maintenance page states in `lang`: its texts' language and the planned start and end. */
export function maintenanceWindow(info: MaintenanceInfo, lang: string): MaintenanceWindow {
  return { textLanguage: maintenanceTextLanguage(lang), startsAt: epochMs(info.started_at), finishesAt: epochMs(info.ended_at) };
}

export interface MaintenanceNotice {
  /** When the planned maintenance starts and finishes (epoch ms); null when the config does not say. */
  readonly startsAt: number | null;
  readonly finishesAt: number | null;
}

/**
 * SPEC 8 "Maintenance warning while a maintenance date is active": from
 * notify_started_at (inclusive) to notify_ended_at (exclusive) the main layout
 * warns of the planned window started_at..ended_at. Without both notify
 * moments there is no warning; while maintenance itself is on, the
 * maintenance page says it instead.
 */
export function maintenanceNoticeAt(info: MaintenanceInfo, nowMs: number): MaintenanceNotice | null {
  const from = epochMs(info.notify_started_at);
  const until = epochMs(info.notify_ended_at);
  if (from === null || until === null || info.isActive || info.web_state) return null;
  if (nowMs < from || nowMs >= until) return null;
  return { startsAt: epochMs(info.started_at), finishesAt: epochMs(info.ended_at) };
}

/** The next moment after `nowMs` at which maintenanceNoticeAt may answer differently, or null when it never will. */
export function nextNoticeChange(info: MaintenanceInfo, nowMs: number): number | null {
  const moments = [epochMs(info.notify_started_at), epochMs(info.notify_ended_at)].filter((m): m is number => m !== null && m > nowMs);
  return moments.length === 0 ? null : Math.min(...moments);
}
