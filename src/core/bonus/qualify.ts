import { BONUS_WAGERING_TERMS, type BonusProduct } from '../../protocol/constants/bonus';

/** A coupon staked from a bonus account, as the wagering rules see it. */
export interface SportStake {
  readonly product: 'sport';
  readonly typeId: number;
  /** Each leg's odds in thousandths. */
  readonly legOddsMilli: readonly number[];
  /** What left the bonus account (minor units). */
  readonly amount: number;
}

/** A casino round played from a bonus account. */
export interface CasinoStake {
  readonly product: 'casino';
  readonly engine: string;
  readonly amount: number;
}

export type BonusStake = SportStake | CasinoStake;

/**
 * What a stake counts towards a bonus of `product` (minor units, whole):
 * nothing when the stake is of the other product or misses the terms
 * (BONUS_WAGERING_TERMS), else its weighted amount.
 */
export function qualifyingAmount(product: BonusProduct, stake: BonusStake): number {
  if (stake.amount <= 0 || stake.product !== product) return 0;
  if (stake.product === 'sport') {
    const terms = BONUS_WAGERING_TERMS.sport;
    const accumulator = terms.couponTypes.some((type) => type === stake.typeId);
    const legsQualify = stake.legOddsMilli.length >= terms.minLegs && stake.legOddsMilli.every((odds) => odds >= terms.minLegOddsMilli);
    return accumulator && legsQualify ? Math.floor((stake.amount * terms.weightPercent) / 100) : 0;
  }
  const terms = BONUS_WAGERING_TERMS.casino;
  return terms.engines.includes(stake.engine) ? Math.floor((stake.amount * terms.weightPercent) / 100) : 0;
}
