import { adBlockerKey, adBlockerSeen, connectivityRuling } from '../../core/notifications/siteNotices';
import type { AdBaitReport } from '../../protocol/siteFacts';
import type { RaiseDraft } from './rules';

/**
 * The site-wide notices of the browser (not a player's: player null).
 * adBlocker: a tab's bait report says an ad blocker interferes, once per
 * visit (the worker's life). offline: the browser went offline (a tab's
 * report or the worker's own network event), retracted when it is back.
 */
export function adBlockerRules(report: AdBaitReport, visitStartedAt: number): readonly RaiseDraft[] {
  if (!adBlockerSeen(report)) return [];
  return [{ key: adBlockerKey(visitStartedAt), kind: 'adBlocker', params: {}, link: null, player: null }];
}

export interface ConnectivityDrafts {
  readonly raise: readonly RaiseDraft[];
  readonly retract: readonly string[];
  readonly spell: string | null;
}

export function connectivityRules(spell: string | null, online: boolean, now: number, openKeys: readonly string[]): ConnectivityDrafts {
  const ruling = connectivityRuling(spell, online, now, openKeys);
  const raise: RaiseDraft[] = ruling.raise === null ? [] : [{ key: ruling.raise, kind: 'offline', params: {}, link: null, player: null }];
  return { raise, retract: ruling.retract, spell: ruling.spell };
}
