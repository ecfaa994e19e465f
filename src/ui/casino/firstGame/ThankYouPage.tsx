import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FirstGame } from '../../../protocol/casino/firstGame';
import { LoadingState } from '../../components/LoadingState';
import { useProjectionSelector } from '../../core-access/coreContext';
import { requestLogin } from '../../core-access/loginRequest';
import type { PageProps } from '../../core-access/pageProps';
import { Button, buttonClass } from '../../design/Button';
import { EmptyState } from '../../design/EmptyState';
import { FirstGameSummary } from './FirstGameSummary';
import { GameLinks } from './GameLinks';
import { categoryOfSection, lobbyPath } from './sectionPaths';
import { useCasinoPagesTexts } from './texts';
import { useFirstGame } from './useFirstGame';
import { usePopularGames } from './useGames';
import './casinoPages.css';

/** How many games of the same section the page offers. */
const MORE_GAMES = 6;

/**
 * {section}/thankyou: where a player lands after closing their first
 * real-money game (the worker decides, src/core/casino/firstGame.ts). Thanks,
 * the first session's summary, the responsible-gaming tools, more games of
 * that section and the way back. Opened directly: the same page when a first
 * game exists, a plain state otherwise (guests are asked to sign in).
 */
export function ThankYouPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const ready = useCasinoPagesTexts();
  const status = useProjectionSelector('session', (s) => s.status);
  const { result, reload } = useFirstGame(status === 'signedIn');
  const lang = resolution.language;
  const lobby = lobbyPath(lang, resolution.params.section);
  const back = (
    <Link className={buttonClass('secondary')} to={lobby} data-testid="thankyou-lobby">
      {t('casinoPages.lobby')}
    </Link>
  );
  if (!ready || status === undefined || status === 'checking') return <LoadingState />;
  if (status !== 'signedIn')
    return (
      <Shell>
        <EmptyState
          title={t('casinoPages.thanks.guest_title')}
          testId="thankyou-guest"
          action={
            <Button variant="primary" onClick={() => requestLogin({ returnUrl: window.location.pathname, reason: 'button' })}>
              {t('casinoPages.thanks.sign_in')}
            </Button>
          }
        >
          <p>{t('casinoPages.thanks.guest_body')}</p>
        </EmptyState>
        {back}
      </Shell>
    );
  if (result === null) return <LoadingState />;
  if (result.status !== 'ok')
    return (
      <Shell>
        <EmptyState
          title={t('casinoPages.thanks.error')}
          testId="thankyou-error"
          action={
            <Button variant="primary" onClick={reload}>
              {t('casinoPages.retry')}
            </Button>
          }
        />
        {back}
      </Shell>
    );
  if (result.first === null)
    return (
      <Shell>
        <EmptyState title={t('casinoPages.thanks.none_title')} testId="thankyou-none" action={back}>
          <p>{t('casinoPages.thanks.none_body')}</p>
        </EmptyState>
      </Shell>
    );
  return (
    <Shell>
      <ThankYou first={result.first} lang={lang} />
      {back}
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="page casino-pages" data-testid="thankyou-page" aria-labelledby="thankyou-title">
      <h1 id="thankyou-title">{t('casinoPages.thanks.title')}</h1>
      {children}
    </section>
  );
}

function ThankYou({ first, lang }: { first: FirstGame; lang: string }) {
  const { t } = useTranslation();
  const category = first.game?.category ?? categoryOfSection(first.section);
  const more = usePopularGames(category, MORE_GAMES, first.game?.id ?? null);
  return (
    <>
      <p className="casino-pages__lead" data-testid="thankyou-lead">
        {t('casinoPages.thanks.lead', { game: first.game?.name ?? first.gameId })}
      </p>
      <FirstGameSummary first={first} lang={lang} />
      <section className="casino-pages__panel" aria-labelledby="thankyou-safe">
        <h2 id="thankyou-safe">{t('casinoPages.thanks.safe_title')}</h2>
        <p>{t('casinoPages.thanks.safe_body')}</p>
        <Link className={buttonClass('link')} to={`/${lang}/office/responsible`} data-testid="thankyou-limits">
          {t('casinoPages.thanks.safe_link')}
        </Link>
      </section>
      {category !== null && (
        <GameLinks state={more.state} reload={more.reload} lang={lang} title={t('casinoPages.thanks.more')} testId="thankyou-more" />
      )}
    </>
  );
}
