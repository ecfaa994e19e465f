import type { SiteConfig } from '../../protocol/schemas/siteConfig';

const DAY_MS = 86_400_000;

export type FirstDepositBonusSetting = NonNullable<SiteConfig['firstDepositBonusSetting']>;

export interface FirstDepositBonus {
  /** Credited to the bonus account. */
  readonly amount: number;
  /** What must be staked from the bonus account before it converts. */
  readonly wageringRequirement: number;
  /** Epoch ms by which the requirement must be met. */
  readonly deadline: number;
  /** The most the bonus ever turns into real money. */
  readonly maxConversion: number;
}

/**
 * The first-deposit bonus of a deposit that credited `credited` minor units
 * of `currencyIso` at `now`: percent of it, at most the currency's cap.
 * Null without a setting, without a cap for the currency, or when it rounds
 * to nothing.
 */
export function firstDepositBonus(
  credited: number,
  currencyIso: string,
  setting: FirstDepositBonusSetting | null | undefined,
  now: number,
): FirstDepositBonus | null {
  if (!setting) return null;
  const cap = setting.capByCurrency[currencyIso];
  if (cap === undefined) return null;
  const amount = Math.min(cap, Math.floor((credited * setting.percent) / 100));
  if (amount <= 0) return null;
  return {
    amount,
    wageringRequirement: Math.ceil(amount * setting.wageringMultiplier),
    deadline: now + setting.days * DAY_MS,
    maxConversion: Math.floor(amount * setting.maxConversionMultiplier),
  };
}
