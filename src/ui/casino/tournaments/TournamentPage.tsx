import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingState } from '../../components/LoadingState';
import type { PageProps } from '../../core-access/pageProps';
import { Badge } from '../../design/Badge';
import { Button, buttonClass } from '../../design/Button';
import { EmptyState } from '../../design/EmptyState';
import { Skeleton } from '../../design/Skeleton';
import { when } from './format';
import { Leaderboard } from './Leaderboard';
import { useTournamentTexts } from './texts';
import { usePolledBoard } from './usePolledBoard';
import './tournaments.css';

/** bonus/casino/tournaments/{id}: the tournament's rules and prize, and its board, kept fresh while it runs. */
export function TournamentPage({ resolution }: PageProps) {
  const ready = useTournamentTexts();
  const id = Number(resolution.params.id);
  return ready ? <Tournament id={Number.isSafeInteger(id) && id > 0 ? id : 0} lang={resolution.language} /> : <LoadingState />;
}

function Tournament({ id, lang }: { id: number; lang: string }) {
  const { t } = useTranslation();
  const { value, retry } = usePolledBoard(id);
  const back = (
    <Link className={buttonClass('link')} to={`/${lang}/bonus/casino/tournaments`}>
      {t('casinoTournaments.all')}
    </Link>
  );
  if (value.status === 'loading')
    return (
      <section
        className="page tournaments"
        role="status"
        aria-busy="true"
        aria-label={t('casinoTournaments.loading')}
        data-testid="tournament-loading"
      >
        <Skeleton shape="header" />
        <Skeleton shape="block" />
      </section>
    );
  if (value.status === 'notFound')
    return (
      <section className="page tournaments" data-testid="tournament-page" data-state="notFound">
        <EmptyState title={t('casinoTournaments.not_found')} action={back} />
      </section>
    );
  if (value.status === 'error')
    return (
      <section className="page tournaments" role="alert" data-testid="tournament-page" data-state="error">
        <p>{t('casinoTournaments.error')}</p>
        <Button onClick={retry}>{t('casinoTournaments.retry')}</Button>
      </section>
    );
  const { tournament } = value.board;
  return (
    <section className="page tournaments" data-testid="tournament-page" data-state="ok" aria-labelledby="tournament-title">
      {back}
      <div className="tournament-card__head">
        <h1 id="tournament-title">{tournament.name}</h1>
        <Badge tone={tournament.status === 'running' ? 'live' : tournament.status === 'upcoming' ? 'brand' : 'muted'}>
          {t(`casinoTournaments.status_${tournament.status}`)}
        </Badge>
      </div>
      <div className="card tournament-rules">
        <p>{t('casinoTournaments.window', { from: when(tournament.startsAt, lang), to: when(tournament.endsAt, lang) })}</p>
        <p>{t(`casinoTournaments.metric_${tournament.metric}`)}</p>
        <p>{t('casinoTournaments.rules', { currency: tournament.currencyIso })}</p>
        {tournament.prize && <p className="tournament-card__prize">{t('casinoTournaments.prize', { prize: tournament.prize })}</p>}
      </div>
      <h2>{t('casinoTournaments.board')}</h2>
      <Leaderboard board={value.board} lang={lang} />
    </section>
  );
}
