import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/LoadingState';
import type { PageProps } from '../../core-access/pageProps';
import { TournamentList } from './TournamentList';
import { useTournamentTexts } from './texts';
import { useTournaments } from './useTournaments';
import './tournaments.css';

/** bonus/casino/tournaments: the running and upcoming tournaments, then the recently finished. */
export function TournamentsPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const ready = useTournamentTexts();
  const lang = resolution.language;
  const load = useTournaments();
  if (!ready) return <LoadingState />;
  return (
    <section className="page tournaments" data-testid="tournaments-page" aria-labelledby="tournaments-title">
      <h1 id="tournaments-title">{t('casinoTournaments.title')}</h1>
      <p>{t('casinoTournaments.intro')}</p>
      <h2>{t('casinoTournaments.now_and_next')}</h2>
      <TournamentList lang={lang} statuses={['running', 'upcoming']} load={load} />
      <h2>{t('casinoTournaments.finished')}</h2>
      <TournamentList lang={lang} statuses={['finished']} load={load} />
    </section>
  );
}
