import { DEDUCE_BAN_LEVEL_OTHER, DEDUCE_BAN_LEVEL_V1, type RouteGuard } from '../../protocol/routes';
import { LIMIT_TYPE } from '../../protocol/constants/limits';
import type { UserConfig } from '../../protocol/schemas/auth';
import {
  PROTECTION_BANDS,
  VERIFICATION_SUCCESSFUL,
  type ConvertAccount,
  type PlayBlockFact,
  type ProtectionBand,
  type SessionProjection,
  type SessionRouteFacts,
} from '../../protocol/session';

/** SPEC 4 Protection level: 30 or below bad; above 30 and below 70 normal; 70 to 99 good; 100 full. */
export function protectionBand(level: number): ProtectionBand {
  if (level <= PROTECTION_BANDS.badMax) return 'bad';
  if (level < PROTECTION_BANDS.normalBelow) return 'normal';
  if (level <= PROTECTION_BANDS.goodMax) return 'good';
  return 'full';
}

/** SPEC 4: internal status 1 or group code VERIFICATION_SUCCESSFUL, and no additional document requested. */
export function isVerified(
  config: Pick<UserConfig, 'internal_verification_status' | 'verification_status_group_code' | 'requested_additional_document'>,
): boolean {
  const passed = config.internal_verification_status === 1 || config.verification_status_group_code === VERIFICATION_SUCCESSFUL;
  return passed && !config.requested_additional_document;
}

/** SPEC 6: banned means ban_level above 0. */
export function isBanned(banLevel: number): boolean {
  return banLevel > 0;
}

/** SPEC 3 User config: 0 not allowed, 1 main account, 2 additional account. */
export function convertAccountKind(value: 0 | 1 | 2): ConvertAccount {
  return value === 1 ? 'main' : value === 2 ? 'additional' : 'none';
}

/** The ban level at which the deduce page stays open to a banned player (SPEC 6). */
export function deduceBanLevel(banVersion: number): number {
  return banVersion === 1 ? DEDUCE_BAN_LEVEL_V1 : DEDUCE_BAN_LEVEL_OTHER;
}

type BanGuard = Pick<RouteGuard, 'allowedWhenBanned' | 'banLevelRule'>;

/** SPEC 6, for a player known to be banned: only routes flagged allowed; the deduce page only at its level. */
export function allowedWhileBanned(guard: BanGuard, banLevel: number, banVersion: number): boolean {
  if (guard.banLevelRule === 'deduce') return banLevel === deduceBanLevel(banVersion);
  return guard.allowedWhenBanned;
}

/** SPEC 6: anyone not banned may open the route; a banned player only as allowedWhileBanned says. */
export function mayVisitWhenBanned(guard: BanGuard, banLevel: number, banVersion: number): boolean {
  return !isBanned(banLevel) || allowedWhileBanned(guard, banLevel, banVersion);
}

/**
 * SPEC 6 "a main VIP domain may require authentication": the visit is on a
 * VIP domain when its host name is one of the configured domains or a
 * subdomain of one (case and a port do not matter). The server refuses
 * registration by the same rule.
 */
export function isVipHost(hostName: string, vipDomains: readonly string[]): boolean {
  const host = hostName.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (host === '') return false;
  return vipDomains.some((raw) => {
    const domain = raw.trim().toLowerCase().replace(/\.$/, '');
    return domain !== '' && (host === domain || host.endsWith(`.${domain}`));
  });
}

/** The session as the route decision reads it; null while the auth start has not answered (the ua cookie decides then). */
export function routeFactsOf(session: SessionProjection): SessionRouteFacts | null {
  if (session.status === 'checking') return null;
  return {
    isAuthenticated: session.status === 'signedIn',
    isBanned: session.banned,
    banLevel: session.banLevel,
    banVersion: session.banVersion,
    termsChanged: session.termsRequired,
    keptReturn: session.returns,
    playBlock: session.status === 'signedIn' ? session.playBlock : null,
  };
}

/** The user config's running time-out (33) or self-exclusion (30) as the route decision reads it. */
export function playBlockOf(config: Pick<UserConfig, 'play_block'> | null): PlayBlockFact | null {
  const block = config?.play_block;
  if (!block) return null;
  return { kind: block.limit_type === LIMIT_TYPE.timeOut ? 'timeOut' : 'selfExclusion', endsAt: block.ends_at };
}

/** Signed in as far as is known now: the server's answer, else (while checking) what the log remembers. */
export function isProbablySignedIn(session: SessionProjection, rememberedUserId: number | null): boolean {
  return session.status === 'checking' ? rememberedUserId !== null : session.status === 'signedIn';
}
