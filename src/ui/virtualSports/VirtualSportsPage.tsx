import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIRTUAL_SPORTS, type VirtualSport } from '../../protocol/virtualSports';
import { LoadingState } from '../components/LoadingState';
import type { PageProps } from '../core-access/pageProps';
import { EmptyState } from '../design/EmptyState';
import { Tab, TabList, TabPanel, Tabs } from '../design/Tabs';
import { EventCard } from './EventCard';
import { MatchView } from './MatchView';
import { Results } from './Results';
import { useVirtualSportsTexts } from './texts';
import { useServerNow, useVirtualBoard } from './useVirtualBoard';
import './virtualSports.css';

/** /{lang}/virtualsports: a tab per sport with its next events (odds to the coupon), the one playing, and the results. */
export function VirtualSportsPage(_props: PageProps) {
  const { t } = useTranslation();
  const ready = useVirtualSportsTexts();
  const view = useVirtualBoard();
  const now = useServerNow(view?.offsetMs ?? 0);
  const [sport, setSport] = useState<VirtualSport>('football');
  const [refused, setRefused] = useState<string | null>(null);
  if (!ready || !view) return <LoadingState />;
  const board = view.board;
  return (
    <section className="virtual-page" data-testid="virtual-sports-page" aria-labelledby="virtual-title">
      <h1 id="virtual-title">{t('virtualSports.title')}</h1>
      <p>{t('virtualSports.intro')}</p>
      <p role="status" className="virtual-page__notice">
        {refused ? t('virtualSports.refused', { code: refused }) : ''}
      </p>
      {!board ? (
        view.status === 'failed' ? (
          <EmptyState title={t('virtualSports.error')} testId="virtual-error" />
        ) : (
          <LoadingState message={t('virtualSports.loading')} />
        )
      ) : (
        <Tabs value={sport} onValueChange={(v) => setSport(v as VirtualSport)}>
          <TabList look="pills" aria-label={t('virtualSports.sports')}>
            {VIRTUAL_SPORTS.map((s) => (
              <Tab key={s} value={s} data-testid={`virtual-tab-${s}`}>
                {t(`virtualSports.sport_${s}`)}
              </Tab>
            ))}
          </TabList>
          {VIRTUAL_SPORTS.map((s) => {
            const part = board.sports[s];
            return (
              <TabPanel key={s} value={s} className="virtual-panel">
                {part.playing && (
                  <>
                    <h2>{t('virtualSports.playing')}</h2>
                    <MatchView event={part.playing} />
                  </>
                )}
                <h2>{t('virtualSports.next')}</h2>
                <div className="virtual-events">
                  {part.upcoming.map((event) => (
                    <EventCard key={event.gameId} event={event} now={now} onRefused={setRefused} />
                  ))}
                </div>
                <h2>{t('virtualSports.results')}</h2>
                <Results events={part.results} />
              </TabPanel>
            );
          })}
        </Tabs>
      )}
    </section>
  );
}
