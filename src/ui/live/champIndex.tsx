import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Champ, MenuSport } from '../../protocol/schemas/live';
import { Empty, Failed, Loading, useCatalogue, useCatalogueRetry } from './states';
import { useLiveWatch } from './useLiveWatch';
import './live.css';

/** The championships of both sections, by sport, with how many games each has in play and in the line. */
export function useAllChamps():
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; sports: { sport: MenuSport; champs: { champ: Champ; live: number; line: number }[] }[] } {
  useLiveWatch([], ['menu:live', 'menu:line']);
  const live = useCatalogue('menu:live');
  const line = useCatalogue('menu:line');
  const retryLive = useCatalogueRetry('menu:live');
  const retryLine = useCatalogueRetry('menu:line');
  if (live?.status === 'error' || line?.status === 'error') return { status: 'error', retry: () => (retryLive(), retryLine()) };
  if (live?.status !== 'ready' || line?.status !== 'ready' || live.data.kind !== 'menu' || line.data.kind !== 'menu')
    return { status: 'loading' };
  const bySport = new Map<number, { sport: MenuSport; champs: Map<number, { champ: Champ; live: number; line: number }> }>();
  for (const [section, data] of [
    ['live', live.data],
    ['line', line.data],
  ] as const) {
    for (const sport of data.sports) {
      const entry = bySport.get(sport.sportId) ?? { sport, champs: new Map() };
      for (const champ of sport.champs) {
        const row = entry.champs.get(champ.champId) ?? { champ, live: 0, line: 0 };
        row[section] = champ.gamesCount;
        entry.champs.set(champ.champId, row);
      }
      bySport.set(sport.sportId, entry);
    }
  }
  return { status: 'ready', sports: [...bySport.values()].map((s) => ({ sport: s.sport, champs: [...s.champs.values()] })) };
}

export function ChampIndex({ linkTo }: { linkTo: (champ: Champ) => string }) {
  const { t } = useTranslation();
  const all = useAllChamps();
  if (all.status === 'loading') return <Loading />;
  if (all.status === 'error') return <Failed text={t('live.menu.error')} onRetry={all.retry} />;
  if (all.sports.length === 0) return <Empty />;
  return (
    <div className="live-champ-index" data-testid="live-champ-index">
      {all.sports.map(({ sport, champs }) => (
        <section key={sport.sportId} aria-label={sport.name}>
          <h2>{sport.name}</h2>
          <ul className="live-champs">
            {champs.map(({ champ, live, line }) => (
              <li key={champ.champId}>
                <Link to={linkTo(champ)}>{champ.name}</Link> <span className="live-count">{t('live.cyber.counts', { live, line })}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
