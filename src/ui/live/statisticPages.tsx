import { useTranslation } from 'react-i18next';
import type { PageProps } from '../core-access/pageProps';
import { idOf } from './paths';
import { StatisticPanel } from './StatisticView';
import './live.css';
import { LivePlain } from './frames';
import { ChampIndex } from './champIndex';

function StatisticContent({ query, lang }: { query: Readonly<Record<string, string>>; lang: string }) {
  const { t } = useTranslation();
  const gameId = idOf(query.gameId);
  const champId = idOf(query.champId);
  if (gameId !== null) return <StatisticPanel of={{ gameId }} lang={lang} />;
  if (champId !== null) return <StatisticPanel of={{ champId }} lang={lang} />;
  return (
    <>
      <p className="live-state">{t('live.statistic.pick')}</p>
      <ChampIndex linkTo={(c) => `/${lang}/statistic?champId=${c.champId}`} />
    </>
  );
}

/** statistic?gameId= or ?champId=: head-to-head, recent results and standings; without either, the championships to pick from. */
export function StatisticPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  return (
    <LivePlain testId="live-statistic-page">
      <h1>{t('live.statistic.title')}</h1>
      <StatisticContent query={resolution.query} lang={resolution.language} />
    </LivePlain>
  );
}

/** statisticpopup?gameId=: the same statistic in the window the game page opens (stats in a new window, SPEC 3). */
export function StatisticPopupPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  return (
    <LivePlain className="live-popup" testId="live-statistic-popup">
      <h1>{t('live.statistic.title')}</h1>
      <StatisticContent query={resolution.query} lang={resolution.language} />
      <p>
        <button type="button" className="button" onClick={() => window.close()}>
          {t('live.dialog.close_window')}
        </button>
      </p>
    </LivePlain>
  );
}
