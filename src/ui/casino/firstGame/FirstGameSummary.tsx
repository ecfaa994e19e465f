import { useTranslation } from 'react-i18next';
import { currencyDigits, formatMoney } from '../../../core/format';
import type { FirstGame } from '../../../protocol/casino/firstGame';
import { FactList } from './FactList';
import { numberFormat } from '../../../core/format/numberFormat';

/** The first real-money game's session: the game, when it began, its rounds and money. */
export function FirstGameSummary({ first, lang }: { first: FirstGame; lang: string }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, first.currency, currencyDigits(first.currency), lang);
  const rows: readonly [string, string][] = [
    [t('casinoPages.thanks.game'), first.game?.name ?? first.gameId],
    ...(first.game ? [[t('casinoPages.thanks.provider'), first.game.providerName] as [string, string]] : []),
    [
      t('casinoPages.thanks.first_round'),
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(first.firstRoundAt),
    ],
    [t('casinoPages.thanks.rounds'), numberFormat(lang).format(first.rounds)],
    [t('casinoPages.thanks.staked'), money(first.staked)],
    [t('casinoPages.thanks.won'), money(first.won)],
  ];
  return (
    <section className="casino-pages__panel" aria-labelledby="first-game-summary">
      <h2 id="first-game-summary">{t('casinoPages.thanks.summary')}</h2>
      <FactList rows={rows} testId="first-game-summary" />
    </section>
  );
}
