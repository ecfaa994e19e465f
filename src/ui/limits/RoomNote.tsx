import { useTranslation } from 'react-i18next';
import type { LimitRoom } from '../../protocol/limits';
import { useVisitorClock } from '../shell/useVisitorClock';
import { limitValues } from './limitRefusal';

/**
 * What a deposit or stake field may still take under the player's limits: the
 * tightest limit's room, said before sending (the server stays the judge),
 * and when the oldest counted amount frees up. A loss limit's room is only a
 * bound ("up to"): wins settling meanwhile give room back.
 */
export function RoomNote(props: {
  readonly room: LimitRoom | null | undefined;
  readonly lang: string;
  readonly id?: string;
  readonly testId: string;
}) {
  const { t } = useTranslation();
  const clock = useVisitorClock();
  const room = props.room;
  if (!room) return null;
  const params = { limitType: room.limitType, left: room.left, limit: room.limit, used: room.used, currency: room.currencyIso };
  const format = { lang: props.lang, clock, now: Date.now() };
  const values = limitValues(t, room.resetsAt === null ? params : { ...params, resetsAt: room.resetsAt }, format);
  const purpose = room.kind === 'deposit' ? 'deposit' : 'stake';
  const left = t(`limitForms.room.left.${purpose}${room.upTo ? '_up_to' : ''}`, values);
  const text = room.resetsAt === null ? left : `${left} ${t('limitForms.room.resets', values)}`;
  return (
    <p className="note limit-room" id={props.id} data-testid={props.testId} data-left={room.left}>
      {text}
    </p>
  );
}
