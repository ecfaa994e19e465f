import type { DepositBonusSetting } from '../../protocol/schemas/siteConfig';

const DAY_MS = 86_400_000;

export interface DepositBonus {
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
 * The bonus a deposit that credited `credited` minor units of `currencyIso`
 * at `now` earns under a deposit bonus's terms (the first deposit's or a
 * reload's): percent of it, at most the currency's cap. Null without a
 * setting, without a cap for the currency, or when it rounds to nothing.
 */
export function depositBonus(
  credited: number,
  currencyIso: string,
  setting: DepositBonusSetting | null | undefined,
  now: number,
): DepositBonus | null {
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
