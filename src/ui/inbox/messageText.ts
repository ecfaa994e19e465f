import type { TFunction } from 'i18next';
import { currencyDigits, formatMoney } from '../../core/format';
import { MESSAGE_TOPICS, type Message, type MessageTopic } from '../../protocol/schemas/messages';

const money = (minor: unknown, iso: unknown, lang: string): string =>
  typeof minor === 'number' && typeof iso === 'string' && /^[A-Z]{3}$/.test(iso) ? formatMoney(minor, iso, currencyDigits(iso), lang) : '';

/** A message's title: its topic's name in the page's language. */
export function messageTitle(t: TFunction, topic: MessageTopic): string {
  return t(`inbox.topic.${topic}`);
}

/**
 * A message's text: what a person wrote, as is; else the topic's sentence
 * with the message's parameters (the coupon, the result, the amounts).
 */
export function messageText(t: TFunction, message: Message, lang: string): string {
  if (message.body) return message.body;
  const p = message.params;
  if (message.topic === 'bet_settled') {
    const result = p.result === 'won' || p.result === 'lost' || p.result === 'refund' ? p.result : 'done';
    return t(`inbox.text.bet_settled_${result}`, { coupon: String(p.couponId ?? ''), payout: money(p.payout, p.currency, lang) });
  }
  if (message.topic === 'withdrawal') {
    const status = p.status === 'approved' || p.status === 'refused' ? p.status : 'changed';
    return t(`inbox.text.withdrawal_${status}`, { amount: money(p.amount, p.currency, lang) });
  }
  if (message.topic === 'verification' && (p.status === 'approved' || p.status === 'rejected'))
    return t(`inbox.text.verification_${p.status}`, { reason: typeof p.reason === 'string' ? p.reason : '' });
  if (
    message.topic === 'promotion' &&
    (p.award === 'bonus' || p.award === 'freeBet' || p.award === 'freeSpins' || p.award === 'clubPoints')
  )
    return t(`inbox.text.promotion_award_${p.award}`, {
      amount: money(p.amount, p.currency, lang),
      count: typeof p.amount === 'number' ? p.amount : 0,
      code: typeof p.code === 'string' ? p.code : '',
    });
  if (message.topic === 'security' && p.event === 'new_device') {
    const device = typeof p.device === 'string' && p.device !== '' ? p.device : t('inbox.text.unknown_device');
    const address = typeof p.address === 'string' && p.address !== '' ? p.address : null;
    return address ? t('inbox.text.new_device_at', { device, address }) : t('inbox.text.new_device', { device });
  }
  return '';
}

/** The notification titles per topic the service worker shows (it has no translations of its own). */
export function pushTitles(t: TFunction): Record<MessageTopic, string> {
  return Object.fromEntries(MESSAGE_TOPICS.map((topic) => [topic, messageTitle(t, topic)])) as Record<MessageTopic, string>;
}
