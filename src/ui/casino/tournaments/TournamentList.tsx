import { useTranslation } from 'react-i18next';
import type { Tournament } from '../../../protocol/casino/tournaments';
import { Button } from '../../design/Button';
import { EmptyState } from '../../design/EmptyState';
import { Skeleton } from '../../design/Skeleton';
import { TournamentCard } from './TournamentCard';
import type { useTournaments } from './useTournaments';

/** The tournaments of the statuses asked for, with their loading, empty and error states. */
export function TournamentList({
  lang,
  statuses,
  load: { value, retry },
}: {
  lang: string;
  statuses: readonly Tournament['status'][];
  load: ReturnType<typeof useTournaments>;
}) {
  const { t } = useTranslation();
  if (value.status === 'loading')
    return (
      <div role="status" aria-busy="true" aria-label={t('casinoTournaments.loading')} data-testid="tournaments-loading">
        <Skeleton shape="tile" />
        <Skeleton shape="tile" />
      </div>
    );
  if (value.status === 'error')
    return (
      <div role="alert" className="tournaments__error" data-testid="tournaments-error">
        <p>{t('casinoTournaments.error')}</p>
        <Button onClick={retry}>{t('casinoTournaments.retry')}</Button>
      </div>
    );
  const shown = value.tournaments.filter((tournament) => statuses.includes(tournament.status));
  if (shown.length === 0) return <EmptyState title={t('casinoTournaments.empty')} testId="tournaments-empty" />;
  return (
    <ul className="tournament-list">
      {shown.map((tournament) => (
        <TournamentCard key={tournament.id} tournament={tournament} lang={lang} />
      ))}
    </ul>
  );
}
