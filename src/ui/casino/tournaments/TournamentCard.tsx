import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tournament } from '../../../protocol/casino/tournaments';
import { Badge, type BadgeTone } from '../../design/Badge';
import { when } from './format';

const TONE: Readonly<Record<Tournament['status'], BadgeTone>> = { running: 'live', upcoming: 'brand', finished: 'muted' };

/** One tournament in a list: its state, window, metric and prize, and the way to its board. */
export function TournamentCard({ tournament, lang }: { tournament: Tournament; lang: string }) {
  const { t } = useTranslation();
  return (
    <li className="tournament-card card" data-testid="tournament-card">
      <div className="tournament-card__head">
        <h3>
          <Link to={`/${lang}/bonus/casino/tournaments/${tournament.id}`}>{tournament.name}</Link>
        </h3>
        <Badge tone={TONE[tournament.status]}>{t(`casinoTournaments.status_${tournament.status}`)}</Badge>
      </div>
      <p className="tournament-card__window">
        {t('casinoTournaments.window', { from: when(tournament.startsAt, lang), to: when(tournament.endsAt, lang) })}
      </p>
      <p>{t(`casinoTournaments.metric_${tournament.metric}`)}</p>
      {tournament.prize && <p className="tournament-card__prize">{t('casinoTournaments.prize', { prize: tournament.prize })}</p>}
    </li>
  );
}
