import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingState } from '../../components/LoadingState';
import type { PageProps } from '../../core-access/pageProps';
import { buttonClass } from '../../design/Button';
import { EmptyState } from '../../design/EmptyState';
import { TournamentList } from './TournamentList';
import { useTournamentTexts } from './texts';
import { useTournaments } from './useTournaments';
import './tournaments.css';

/**
 * bonus/casino and bonus/casino/promo: what the casino offers today. The
 * promotions' bonus engine is a later issue, so the offers say plainly there
 * are none yet; the running and upcoming tournaments are real.
 */
export function CasinoBonusPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const ready = useTournamentTexts();
  const lang = resolution.language;
  const load = useTournaments();
  if (!ready) return <LoadingState />;
  return (
    <section className="page tournaments" data-testid="casino-bonus-page" aria-labelledby="casino-bonus-title">
      <h1 id="casino-bonus-title">{t('casinoTournaments.bonus_title')}</h1>
      <h2>{t('casinoTournaments.offers')}</h2>
      <EmptyState title={t('casinoTournaments.offers_empty')} testId="casino-offers-empty">
        <p>{t('casinoTournaments.offers_empty_body')}</p>
      </EmptyState>
      <h2>{t('casinoTournaments.title')}</h2>
      <TournamentList lang={lang} statuses={['running', 'upcoming']} load={load} />
      <Link className={buttonClass('link')} to={`/${lang}/bonus/casino/tournaments`}>
        {t('casinoTournaments.all')}
      </Link>
    </section>
  );
}

/** bonus/casino/{id} and bonus/casino/promotions/{id}: no casino offer exists yet, so any id is one that is not (or no longer) offered. */
export function CasinoOfferPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const ready = useTournamentTexts();
  const lang = resolution.language;
  if (!ready) return <LoadingState />;
  return (
    <section className="page tournaments" data-testid="casino-offer-page">
      <EmptyState
        title={t('casinoTournaments.offer_gone')}
        action={
          <Link className={buttonClass('primary')} to={`/${lang}/bonus/casino`}>
            {t('casinoTournaments.offers_all')}
          </Link>
        }
      >
        <p>{t('casinoTournaments.offer_gone_body')}</p>
      </EmptyState>
    </section>
  );
}
