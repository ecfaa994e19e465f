import type { LimitConfig } from '../../src/core/limits';
import { LIMIT_DEFAULTS } from '../../src/protocol/constants/limits';
import { readSiteConfig } from '../config/siteConfigStore';
import type { Queryable } from '../db/db';

const HOUR_MS = 3_600_000;

/** What the server's limit calls read of the rules, beyond what the core decides with. */
export type JurisdictionLimits = LimitConfig & { readonly limitCancelMethod: number; readonly selfAssessmentBeforeRaise: boolean };

/** The limit rules of the player's jurisdiction: the site config as the player's country sees it, with SPEC's defaults. */
export async function limitConfigFor(db: Queryable, country: string): Promise<JurisdictionLimits> {
  const read = await readSiteConfig(db, { country, lang: undefined });
  if (!read.ok) throw new Error(`Site config unreadable for limits: ${read.problem}`);
  const c = read.config;
  const rg = c.responsibleGaming ?? {};
  return {
    customValueLimitTypes: c.customValueLimitTypes,
    isLimitLockEnabled: c.isLimitLockEnabled,
    limitCancelMethod: c.limitCancelMethod,
    coolingOffMs: rg.coolingOffHours === undefined ? LIMIT_DEFAULTS.coolingOffMs : rg.coolingOffHours * HOUR_MS,
    confirmWithinMs: rg.confirmWithinDays === undefined ? LIMIT_DEFAULTS.confirmWithinMs : rg.confirmWithinDays * 24 * HOUR_MS,
    extraLimitsEnabled: rg.extraLimitsEnabled ?? LIMIT_DEFAULTS.extraLimitsEnabled,
    selfAssessmentBeforeRaise: rg.selfAssessmentBeforeRaise ?? false,
  };
}
