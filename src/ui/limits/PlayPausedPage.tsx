import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjection } from '../core-access/coreContext';
import type { PageProps } from '../core-access/pageProps';
import { buttonClass } from '../design/Button';
import { visitorDateTimeFormat } from '../components/visitorTime';
import { useVisitorClock } from '../shell/useVisitorClock';
import './limits.css';
import './playPaused.css';

/** Where a player on a break may still go (each route is in PLAY_BLOCK_OPEN, src/protocol/routes.ts). */
const STILL_OPEN = [
  { key: 'withdraw', path: 'office/withdrawal' },
  { key: 'money_history', path: 'office/historypay' },
  { key: 'bets_history', path: 'office/bets-history' },
  { key: 'account', path: 'office/account' },
  { key: 'limits', path: 'office/responsible' },
] as const;

/**
 * play-paused: where the route decision sends a player whose time-out or
 * self-exclusion runs (DESIGN "Regulation"). It says which break, until when
 * in the player's zone and language, what is still possible, and where to get
 * help. What runs is the session's fact (the server's user config).
 */
export function PlayPausedPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const titleId = useId();
  const clock = useVisitorClock();
  const block = useProjection('session')?.playBlock ?? null;
  const to = (path: string) => `/${lang}/${path}`;

  if (block === null)
    return (
      <section className="page limits-page" data-testid="play-paused-page" data-state="none" aria-labelledby={titleId}>
        <h1 id={titleId}>{t('breaks.none.title')}</h1>
        <p>{t('breaks.none.text')}</p>
        <p>
          <Link to={`/${lang}`} className={buttonClass('primary')}>
            {t('breaks.none.home')}
          </Link>
        </p>
      </section>
    );

  const until = visitorDateTimeFormat(lang, clock, 'medium').format(block.endsAt);
  return (
    <section className="page limits-page" data-testid="play-paused-page" data-state={block.kind} aria-labelledby={titleId}>
      <h1 id={titleId}>{t(`breaks.title.${block.kind}`)}</h1>
      <p data-testid="play-paused-until">{t(`breaks.until.${block.kind}`, { until })}</p>
      <p>{t('breaks.closed')}</p>
      <h2>{t('breaks.open.title')}</h2>
      <ul className="play-paused__links" data-testid="play-paused-links">
        {STILL_OPEN.map((link) => (
          <li key={link.key}>
            <Link to={to(link.path)} data-testid={`play-paused-${link.key}`}>
              {t(`breaks.open.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <h2>{t('breaks.help.title')}</h2>
      <p>{t('breaks.help.text')}</p>
      <ul className="play-paused__links">
        <li>
          <Link to={to('responsiblegaming')} data-testid="play-paused-help">
            {t('breaks.help.responsible')}
          </Link>
        </li>
        <li>
          <Link to={to('office/support')}>{t('breaks.help.support')}</Link>
        </li>
      </ul>
    </section>
  );
}
