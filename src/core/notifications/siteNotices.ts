import type { AdBaitReport } from '../../protocol/siteFacts';

/**
 * The site-wide notices' rules (SPEC 8's ad-blocker notice, the offline
 * notice of the installed app), pure: the worker hears the tabs' observations
 * and its own network events, and asks these what to raise or retract.
 */

/**
 * An ad blocker interferes when the bait element was hidden (cosmetic
 * filtering), or when the bait script's request failed while the site's own
 * server answered a plain one (a request filter). A failed bait with a
 * server that did not answer either is a network down, not an ad blocker.
 */
export function adBlockerSeen(report: AdBaitReport): boolean {
  return report.hidden || (report.bait === 'blocked' && report.server === 'answered');
}

/** Once per visit: the visit is the worker's life (every tab of the browser, until the last one closes). */
export function adBlockerKey(visitStartedAt: number): string {
  return `adBlocker:${visitStartedAt}`;
}

const OFFLINE_PREFIX = 'offline:';

/** What the offline rule asks: a key to raise (null: none), keys to retract, and the key of the spell now going on. */
export interface ConnectivityRuling {
  readonly raise: string | null;
  readonly retract: readonly string[];
  readonly spell: string | null;
}

/**
 * The browser is offline: one notice per spell offline, key `offline:<at>`
 * (`at` when the spell was first heard), kept while it lasts even when the
 * player closed it (a second report of the same spell raises nothing); a
 * notice of this spell left open by an earlier worker is adopted. Back online:
 * every open offline notice is retracted (it says something no longer true).
 */
export function connectivityRuling(spell: string | null, online: boolean, now: number, openKeys: readonly string[]): ConnectivityRuling {
  const open = openKeys.filter((key) => key.startsWith(OFFLINE_PREFIX));
  if (online) return { raise: null, retract: open, spell: null };
  if (spell !== null) return { raise: null, retract: [], spell };
  const kept = open[0];
  if (kept !== undefined) return { raise: null, retract: [], spell: kept };
  const key = `${OFFLINE_PREFIX}${now}`;
  return { raise: key, retract: [], spell: key };
}
