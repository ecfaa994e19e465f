import type { TFunction } from 'i18next';
import type { SecurityEvent } from '../../../protocol/schemas/security';

/**
 * What an event's detail adds, in the player's words: how a sign-in was
 * made, which limit changed, what was asked to be withdrawn, how many
 * sessions ended. Only the named facts of the detail are shown.
 */
export function eventDetailText(t: TFunction, event: SecurityEvent, money: (minor: number, currency: string) => string): string | null {
  const d = event.detail;
  switch (event.kind) {
    case 'sign_in':
    case 'sign_in_failed':
    case 'new_device':
      return typeof d.method === 'string' ? t(`security.method.${d.method}`, { defaultValue: '' }) || null : null;
    case 'limit_changed':
      return typeof d.limitType === 'number' ? t(`limits.type.${d.limitType}`, { defaultValue: String(d.limitType) }) : null;
    case 'withdrawal_requested':
      return typeof d.amount === 'number' && typeof d.currency === 'string' ? money(d.amount, d.currency) : null;
    case 'sign_out_others':
    case 'password_reset': {
      const ended = typeof d.ended === 'number' ? d.ended : typeof d.sessionsEnded === 'number' ? d.sessionsEnded : null;
      return ended === null ? null : t('security.detail.sessions_ended', { ended });
    }
    default:
      return null;
  }
}
