import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currencyDigits, formatMoney } from '../../../core/format';
import type { SiteConfig } from '../../../protocol/schemas/siteConfig';
import { LoadingState } from '../../components/LoadingState';
import { useProjection } from '../../core-access/coreContext';
import type { PageProps } from '../../core-access/pageProps';
import { buttonClass } from '../../design/Button';
import { EmptyState } from '../../design/EmptyState';
import { GameLinks } from './GameLinks';
import { lobbyPath } from './sectionPaths';
import { useCasinoPagesTexts } from './texts';
import { usePopularGames } from './useGames';
import './casinoPages.css';
import { FactList } from './FactList';
import { firstDepositStep } from '../../session/firstDepositStep';
import { numberFormat } from '../../../core/format/numberFormat';

/** How many of the popular slots the page shows. */
const SLOTS_SHOWN = 8;

type Offer = NonNullable<SiteConfig['firstDepositBonusSetting']>;

/**
 * casino/slot-first-deposit: the first-deposit bonus's landing page. The offer
 * is the operator's (site config firstDepositBonusSetting, credited by
 * server/wallet/firstDeposit.ts); the call to action follows the player: a
 * guest registers, a player without a deposit deposits, a player who has
 * deposited (or took no bonuses) is told the offer is not theirs.
 */
export function SlotFirstDepositPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const ready = useCasinoPagesTexts();
  const siteConfig = useProjection('siteConfig');
  const session = useProjection('session');
  const slots = usePopularGames('slots', SLOTS_SHOWN);
  const lang = resolution.language;
  const step = firstDepositStep(session);
  if (!ready || siteConfig?.status !== 'ready' || step === null) return <LoadingState />;
  const offer = siteConfig.config.firstDepositBonusSetting ?? null;
  const lobby = (
    <Link className={buttonClass('secondary')} to={lobbyPath(lang, 'slots')} data-testid="first-deposit-lobby">
      {t('casinoPages.lobby')}
    </Link>
  );
  return (
    <section className="page casino-pages" data-testid="first-deposit-page" aria-labelledby="first-deposit-title">
      <h1 id="first-deposit-title">{t('casinoPages.deposit.title')}</h1>
      {offer === null ? (
        <EmptyState title={t('casinoPages.deposit.none_title')} testId="first-deposit-none" action={lobby}>
          <p>{t('casinoPages.deposit.none_body')}</p>
        </EmptyState>
      ) : (
        <>
          <p className="casino-pages__lead">{t('casinoPages.deposit.lead', { percent: offer.percent })}</p>
          <OfferTerms offer={offer} lang={lang} />
          <div className="casino-pages__action" data-testid="first-deposit-action">
            {step === 'register' ? (
              <Link className={buttonClass('primary', 'lg')} to={`/${lang}/registration`}>
                {t('casinoPages.deposit.register')}
              </Link>
            ) : step === 'declined' ? (
              <>
                <p>{t('casinoPages.deposit.declined')}</p>
                {lobby}
              </>
            ) : step === 'done' ? (
              <>
                <p>{t('casinoPages.deposit.done')}</p>
                {lobby}
              </>
            ) : (
              <Link className={buttonClass('primary', 'lg')} to={`/${lang}/recharge`}>
                {t('casinoPages.deposit.deposit')}
              </Link>
            )}
          </div>
        </>
      )}
      <GameLinks
        state={slots.state}
        reload={slots.reload}
        lang={lang}
        title={t('casinoPages.deposit.slots')}
        testId="first-deposit-slots"
      />
    </section>
  );
}

function OfferTerms({ offer, lang }: { offer: Offer; lang: string }) {
  const { t } = useTranslation();
  const number = numberFormat(lang);
  const caps = Object.entries(offer.capByCurrency)
    .map(([iso, cap]) => formatMoney(cap, iso, currencyDigits(iso), lang))
    .join(' · ');
  const rows: readonly [string, string][] = [
    [t('casinoPages.deposit.percent'), t('casinoPages.deposit.percent_value', { percent: offer.percent })],
    [t('casinoPages.deposit.cap'), caps],
    [t('casinoPages.deposit.wagering'), t('casinoPages.deposit.wagering_value', { times: number.format(offer.wageringMultiplier) })],
    [t('casinoPages.deposit.days'), number.format(offer.days)],
    [
      t('casinoPages.deposit.conversion'),
      t('casinoPages.deposit.conversion_value', { times: number.format(offer.maxConversionMultiplier) }),
    ],
  ];
  return (
    <section className="casino-pages__panel">
      <FactList rows={rows} testId="first-deposit-terms" />
      <p className="casino-pages__note">{t('casinoPages.deposit.terms')}</p>
    </section>
  );
}
