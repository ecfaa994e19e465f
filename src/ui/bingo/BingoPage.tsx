import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../components/LoadingState';
import type { PageProps } from '../core-access/pageProps';
import { Button } from '../design/Button';
import { EmptyState } from '../design/EmptyState';
import { Room } from './Room';
import { RoomList } from './RoomList';
import { useBingoTexts } from './texts';
import { useBingoRooms } from './useBingo';
import './bingo.css';

/** /{lang}/bingo: the rooms, or the room the player entered (its id in the address's ?room=). */
export function BingoPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const ready = useBingoTexts();
  const [asked, setRoom] = useState<string | null>(resolution.query.room ?? null);
  const view = useBingoRooms();
  // An address naming no room of the list shows the list.
  const room = asked !== null && (view?.rooms.status !== 'ready' || view.rooms.list.some((r) => r.id === asked)) ? asked : null;
  const [receivedAt, setReceivedAt] = useState(() => Date.now());
  useEffect(() => setReceivedAt(Date.now()), [view?.rooms.list]);
  const go = (id: string | null) => {
    setRoom(id);
    const url = new URL(window.location.href);
    if (id) url.searchParams.set('room', id);
    else url.searchParams.delete('room');
    window.history.replaceState(window.history.state, '', url);
  };
  if (!ready || !view) return <LoadingState />;
  if (room) return <Room id={room} view={view} onBack={() => go(null)} />;
  return (
    <section className="bingo-page" data-testid="bingo-page" aria-labelledby="bingo-title">
      <h1 id="bingo-title">{t('bingo.title')}</h1>
      <p>{t('bingo.intro')}</p>
      {view.rooms.status === 'failed' && view.rooms.list.length === 0 ? (
        <EmptyState
          title={t('bingo.error')}
          testId="bingo-error"
          action={<Button onClick={() => window.location.reload()}>{t('bingo.retry')}</Button>}
        />
      ) : view.rooms.list.length === 0 ? (
        <LoadingState message={t('bingo.loading')} />
      ) : (
        <RoomList rooms={view.rooms.list} receivedAt={receivedAt} onOpen={go} />
      )}
    </section>
  );
}
