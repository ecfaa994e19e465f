/**
 * The ledger legs of each way a bonus ends, by role: the player's bonus
 * account, the player's main account of the same currency, the operator's
 * promotions account. Each set sums to zero; the server maps the roles to
 * its accounts.
 */
export type BonusLegRole = 'bonus' | 'main' | 'promotions';
export interface BonusLeg {
  readonly role: BonusLegRole;
  readonly amount: number;
}

/**
 * Met: the bonus account's balance goes to main up to the maximum
 * conversion; the excess goes back to promotions. Nothing to move: no legs.
 */
export function conversionLegs(bonusBalance: number, maxConversion: number): readonly BonusLeg[] {
  if (bonusBalance <= 0) return [];
  const toMain = Math.min(bonusBalance, Math.max(0, maxConversion));
  const excess = bonusBalance - toMain;
  const legs: BonusLeg[] = [{ role: 'bonus', amount: -bonusBalance }];
  if (toMain > 0) legs.push({ role: 'main', amount: toMain });
  if (excess > 0) legs.push({ role: 'promotions', amount: excess });
  return legs;
}

/** Expired or forfeited: what the bonus account holds goes back to promotions. */
export function returnLegs(bonusBalance: number): readonly BonusLeg[] {
  if (bonusBalance <= 0) return [];
  return [
    { role: 'bonus', amount: -bonusBalance },
    { role: 'promotions', amount: bonusBalance },
  ];
}
