import type { MovementKind, OperatorAccount } from '../../src/protocol/constants/wallet';

/**
 * What each kind of movement may touch: the operator accounts it uses and
 * which way the player's money goes ('in' credits, 'out' debits, 'both' a
 * correction or a conversion, 'none' no player account). The ledger refuses
 * a movement that breaks its kind's rule: a bug that books a stake to the
 * provider's clearing account fails its transaction instead of going unseen.
 * A later feature that moves money adds its kind here (and in
 * MOVEMENT_KINDS).
 */
export interface KindRule {
  readonly operators: readonly OperatorAccount[];
  readonly player: 'in' | 'out' | 'both' | 'none';
}

export const KIND_RULES = {
  opening_balance: { operators: ['opening_balance'], player: 'in' },
  deposit: { operators: ['provider_clearing', 'house'], player: 'in' },
  withdrawal_request: { operators: ['pending_withdrawals'], player: 'out' },
  withdrawal_paid: { operators: ['pending_withdrawals', 'provider_clearing'], player: 'none' },
  withdrawal_refused: { operators: ['pending_withdrawals'], player: 'in' },
  withdrawal_cancelled: { operators: ['pending_withdrawals'], player: 'in' },
  bet_stake: { operators: ['house'], player: 'out' },
  bet_win: { operators: ['house'], player: 'in' },
  bet_refund: { operators: ['house'], player: 'in' },
  cash_out: { operators: ['house'], player: 'in' },
  insurance_premium: { operators: ['house'], player: 'out' },
  insurance_refund: { operators: ['house'], player: 'in' },
  promo_voucher: { operators: ['promotions', 'house'], player: 'none' },
  bonus_credit: { operators: ['promotions'], player: 'in' },
  bonus_conversion: { operators: ['promotions'], player: 'both' },
  casino_round_debit: { operators: ['house'], player: 'out' },
  casino_round_credit: { operators: ['house'], player: 'in' },
  manual_correction: { operators: ['house'], player: 'both' },
  referral_reward: { operators: ['promotions'], player: 'in' },
  account_transfer: { operators: ['exchange'], player: 'both' },
  bonus_expiry: { operators: ['promotions'], player: 'out' },
  bonus_forfeit: { operators: ['promotions'], player: 'out' },
  cashback_credit: { operators: ['promotions'], player: 'in' },
  free_spin_win: { operators: ['promotions'], player: 'in' },
} as const satisfies Record<MovementKind, KindRule>;
