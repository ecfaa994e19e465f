import { useTranslation } from 'react-i18next';
import type { BingoRoom } from '../../protocol/bingo';
import { Button } from '../design/Button';
import { Countdown } from './Countdown';
import { Money } from '../components/Money';

/** The rooms: each its variant, card price, the next game's countdown, pool and players, and a way in. */
export function RoomList({ rooms, receivedAt, onOpen }: { rooms: readonly BingoRoom[]; receivedAt: number; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="bingo-rooms" data-testid="bingo-rooms">
      {rooms.map((room) => (
        <li key={room.id} className="bingo-room card" data-testid="bingo-room" data-room={room.id}>
          <h2>{t(`bingo.variant_${room.variant}`)}</h2>
          <dl className="bingo-facts">
            <dt>{t('bingo.card_price')}</dt>
            <dd>
              <Money minor={room.cardPrice} currency={room.currency} />
            </dd>
            <dt>{t('bingo.next_game')}</dt>
            <dd>
              {room.game?.phase === 'buying' ? (
                <Countdown game={room.game} receivedAt={receivedAt} />
              ) : room.game?.phase === 'calling' ? (
                t('bingo.playing_now')
              ) : (
                t('bingo.opens_when_you_join')
              )}
            </dd>
            <dt>{t('bingo.pool')}</dt>
            <dd>
              <Money minor={room.game?.pool ?? 0} currency={room.currency} />
            </dd>
            <dt>{t('bingo.players')}</dt>
            <dd>{room.game?.players ?? 0}</dd>
          </dl>
          <Button variant="primary" onClick={() => onOpen(room.id)} data-testid="bingo-open-room">
            {t('bingo.enter_room')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
