import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../core-access/pageProps';
import { champsPath, idOf } from './paths';
import { StatisticPanel } from './StatisticView';
import './live.css';
import { LivePlain } from './frames';
import { ChampGames } from './champGames';
import { ChampIndex } from './champIndex';

/** champs and champs/{champId}: every championship, or one with its games in play and in the line and its table. */
export function ChampsPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const champId = idOf(resolution.params.champId);
  return (
    <LivePlain testId="live-champs-page">
      {champId === null ? (
        <>
          <h1>{t('live.champs.title')}</h1>
          <ChampIndex linkTo={(c) => champsPath(lang, c.champId, c.nameEng)} />
        </>
      ) : (
        <>
          <p>
            <Link to={champsPath(lang)}>{t('live.champs.back')}</Link>
          </p>
          <ChampGames lang={lang} section="all" champId={champId} tableLink={false} />
          <h2>{t('live.statistic.standings')}</h2>
          <StatisticPanel of={{ champId }} lang={lang} />
        </>
      )}
    </LivePlain>
  );
}
