import type { TFunction } from 'i18next';
import { PlayRefused } from './frameApi';

/** What a game view says when the server refused a round or a step (a limit, the balance, a paused game) or could not be reached. */
export function refusalText(t: TFunction, language: string, refusal: unknown): string {
  if (!(refusal instanceof PlayRefused)) return t('casinoPlay.errors.network');
  return t(`casinoPlay.errors.${refusal.code}`, {
    ...refusal.params,
    endsAt: new Date(Number(refusal.params.endsAt ?? 0)).toLocaleString(language),
  });
}
