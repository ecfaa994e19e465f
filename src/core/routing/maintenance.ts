import type { MaintenanceInfo } from '../../protocol/schemas/siteConfig';

/**
 * SPEC 4 Maintenance: the maintenance cookie equal to 1, or the config saying
 * isActive or web_state, puts the site in maintenance. `forced` is the worker
 * forcing it on after the blocking call failed (SPEC 4 Blocking).
 */
export function isMaintenanceActive(
  info: MaintenanceInfo,
  maintenanceCookie: string | null | undefined,
  forced = false,
): boolean {
  return forced || maintenanceCookie === '1' || info.isActive || info.web_state;
}
