import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingState } from '../components/LoadingState';
import type { PageProps } from '../core-access/pageProps';
import { Button } from '../design/Button';
import { EmptyState } from '../design/EmptyState';
import { BuyTicket } from './BuyTicket';
import { Catalog } from './Catalog';
import { MyTickets } from './MyTickets';
import { Results } from './Results';
import { useLottoTexts } from './texts';
import { useLotto } from './useLotto';
import './lotto.css';

const SECTIONS = ['catalog', 'results', 'view'] as const;

/** /{lang}/lotto/{catalog | results | view | a lottery's id}: the lotteries, the past draws, the player's tickets or a ticket to buy. */
export function LottoPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const ready = useLottoTexts();
  const section = resolution.params.sectionName ?? 'catalog';
  const view = useLotto(section);
  const lang = resolution.language;
  if (!ready || !view) return <LoadingState />;
  const lottery = view.lotteries.find((l) => l.id === section);
  const body =
    view.status === 'failed' ? (
      <EmptyState
        title={t('lotto.error')}
        testId="lotto-error"
        action={<Button onClick={() => void window.location.reload()}>{t('lotto.retry')}</Button>}
      />
    ) : view.status !== 'ready' ? (
      <LoadingState message={t('lotto.loading')} />
    ) : section === 'results' ? (
      <Results view={view} />
    ) : section === 'view' ? (
      <MyTickets view={view} />
    ) : lottery ? (
      <BuyTicket lottery={lottery} view={view} />
    ) : section === 'catalog' ? (
      <Catalog view={view} lang={lang} />
    ) : (
      <EmptyState title={t('lotto.not_found')} testId="lotto-not-found" />
    );
  const heading = lottery ? t(`lotto.name_${lottery.id}`) : t(`lotto.section_${SECTIONS.find((s) => s === section) ?? 'catalog'}`);
  return (
    <section className="lotto-page" data-testid="lotto-page" aria-labelledby="lotto-title">
      <h1 id="lotto-title">{heading}</h1>
      <nav className="lotto-nav" aria-label={t('lotto.title')}>
        {SECTIONS.map((s) => (
          <Link
            key={s}
            to={`/${lang}/lotto/${s}`}
            className={s === section ? 'lotto-nav-link lotto-nav-link--on' : 'lotto-nav-link'}
            aria-current={s === section ? 'page' : undefined}
            data-testid={`lotto-nav-${s}`}
          >
            {t(`lotto.section_${s}`)}
          </Link>
        ))}
      </nav>
      {body}
    </section>
  );
}
