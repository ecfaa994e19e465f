import { DEDUCE_BAN_LEVEL_OTHER, DEDUCE_BAN_LEVEL_V1, type RouteGuard } from '../../protocol/routes';
import type { UserConfig } from '../../protocol/schemas/auth';
import { PROTECTION_BANDS, VERIFICATION_SUCCESSFUL, type ProtectionBand } from '../../protocol/session';

/** SPEC 4 Protection level: 30 or below bad; above 30 and below 70 normal; 70 to 99 good; 100 full. */
export function protectionBand(level: number): ProtectionBand {
  if (level <= PROTECTION_BANDS.badMax) return 'bad';
  if (level < PROTECTION_BANDS.normalBelow) return 'normal';
  if (level <= PROTECTION_BANDS.goodMax) return 'good';
  return 'full';
}

/** SPEC 4: internal status 1 or group code VERIFICATION_SUCCESSFUL, and no additional document requested. */
export function isVerified(config: Pick<UserConfig, 'internal_verification_status' | 'verification_status_group_code' | 'requested_additional_document'>): boolean {
  const passed = config.internal_verification_status === 1 || config.verification_status_group_code === VERIFICATION_SUCCESSFUL;
  return passed && !config.requested_additional_document;
}

/** SPEC 6: banned means ban_level above 0. */
export function isBanned(banLevel: number): boolean {
  return banLevel > 0;
}

export type ConvertAccount = 'none' | 'main' | 'additional';
/** SPEC 3 User config: 0 not allowed, 1 main account, 2 additional account. */
export function convertAccountKind(value: 0 | 1 | 2): ConvertAccount {
  return value === 1 ? 'main' : value === 2 ? 'additional' : 'none';
}

/** The ban level at which the deduce page stays open to a banned player (SPEC 6). */
export function deduceBanLevel(banVersion: number): number {
  return banVersion === 1 ? DEDUCE_BAN_LEVEL_V1 : DEDUCE_BAN_LEVEL_OTHER;
}

/** SPEC 6: a banned player may open only routes flagged allowed; the deduce page only at its level. */
export function mayVisitWhenBanned(guard: Pick<RouteGuard, 'allowedWhenBanned' | 'banLevelRule'>, banLevel: number, banVersion: number): boolean {
  if (!isBanned(banLevel)) return true;
  if (guard.banLevelRule === 'deduce') return banLevel === deduceBanLevel(banVersion);
  return guard.allowedWhenBanned;
}
