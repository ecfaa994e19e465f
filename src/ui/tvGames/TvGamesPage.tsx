import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../components/LoadingState';
import type { PageProps } from '../core-access/pageProps';
import { Button } from '../design/Button';
import { EmptyState } from '../design/EmptyState';
import { Segmented } from '../design/Segmented';
import { Show } from './Show';
import { useTvGamesTexts } from './texts';
import { useTvGames } from './useTvGames';
import './tvGames.css';

/** /{lang}/tvgames: the draw shows, one on the stage at a time (its id in the address's ?show=). */
export function TvGamesPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const ready = useTvGamesTexts();
  const view = useTvGames();
  const [asked, setAsked] = useState<string | null>(resolution.query.show ?? null);
  if (!ready || !view) return <LoadingState />;
  const list = view.shows.list;
  const current = list.find((s) => s.id === asked)?.id ?? list[0]?.id ?? null;
  const choose = (id: string) => {
    setAsked(id);
    const url = new URL(window.location.href);
    url.searchParams.set('show', id);
    window.history.replaceState(window.history.state, '', url);
  };
  return (
    <section className="tv-page" data-testid="tv-games-page" aria-labelledby="tv-title">
      <h1 id="tv-title">{t('tvGames.title')}</h1>
      <p>{t('tvGames.intro')}</p>
      {view.shows.status === 'failed' && list.length === 0 ? (
        <EmptyState
          title={t('tvGames.error')}
          testId="tv-error"
          action={<Button onClick={() => window.location.reload()}>{t('tvGames.retry')}</Button>}
        />
      ) : current === null ? (
        <LoadingState message={t('tvGames.loading')} />
      ) : (
        <>
          {list.length > 1 && (
            <Segmented
              name="tv-show"
              label={t('tvGames.choose_show')}
              value={current}
              options={list.map((s) => ({ value: s.id, label: t(`tvGames.show_${s.id}`), testId: `tv-show-${s.id}` }))}
              onChange={choose}
            />
          )}
          <Show key={current} id={current} view={view} />
        </>
      )}
    </section>
  );
}
