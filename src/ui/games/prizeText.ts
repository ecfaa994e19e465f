import type { TFunction } from 'i18next';
import { amountText, currencyDigits, formatMoney } from '../../core/format';
import { durationParts } from '../../core/format/countdown';
import type { BonusGamePrize } from '../../protocol/constants/bonusGames';

/** A prize in words: bonus money in the player's currency (or the bare amount for a guest), free spins, or nothing. */
export function prizeText(t: TFunction, prize: BonusGamePrize, currency: string | null, lang: string): string {
  if (prize.kind === 'none') return t('games.prize.none');
  if (prize.kind === 'freeSpins') return t('games.prize.freeSpins', { count: prize.count });
  return t('games.prize.bonus', { amount: moneyText(prize.amount, currency, lang) });
}

/** Minor units as money: with its currency when known, else the amount alone (a guest's prizes are in their future currency). */
export function moneyText(minor: number, currency: string | null, lang: string): string {
  if (currency) return formatMoney(minor, currency, currencyDigits(currency), lang);
  return amountText(minor, 2);
}

/** A span until a moment as hh:mm (the next free try). */
export function hoursMinutes(ms: number): string {
  const { days, hours, minutes } = durationParts(ms);
  return `${String(days * 24 + hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
