import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BettingSection } from '../../protocol/schemas/live';
import { GameList } from './GameList';
import { champsPath } from './paths';
import { Empty, Failed, useCatalogue, useCatalogueRetry } from './states';
import { useBetting } from './useBetting';
import { useLiveWatch } from './useLiveWatch';

/** A championship's name (from the catalogue) and its games of a section (from the feed). */
export function ChampGames({
  lang,
  section,
  champId,
  cyberType,
  headingLevel = 1,
  tableLink = true,
}: {
  lang: string;
  section: BettingSection | 'all';
  champId: number | null;
  cyberType?: string;
  headingLevel?: 1 | 2;
  tableLink?: boolean;
}) {
  const { t } = useTranslation();
  const { betting } = useBetting();
  const key = champId ? `champ:${champId}:${section === 'all' ? 'live' : section}` : '';
  useLiveWatch(champId ? [`champ:${champId}`] : [], key ? [key] : []);
  const champ = useCatalogue(key);
  const retry = useCatalogueRetry(key);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  if (!champId) return <Empty />;
  return (
    <>
      <Heading>{champ?.status === 'ready' && champ.data.kind === 'champ' ? champ.data.champ.name : t('live.champ.title')}</Heading>
      {tableLink && champ?.status === 'ready' && champ.data.kind === 'champ' && (
        <p>
          <Link to={champsPath(lang, champId, champ.data.champ.nameEng)} data-testid="live-champ-table">
            {t('live.links.champ_page', { name: champ.data.champ.name })}
          </Link>
        </p>
      )}
      {champ?.status === 'error' &&
        (champ.code === 'champ_not_found' ? (
          <Empty text={t('live.champ.missing')} />
        ) : (
          <Failed text={t('live.champ.error')} onRetry={retry} />
        ))}
      {champ?.status === 'error' && champ.code === 'champ_not_found' ? null : section === 'all' ? (
        <>
          <GameList topic={`champ:${champId}`} filter="live" title={t('live.section.live')} lang={lang} cyberType={cyberType} />
          <GameList topic={`champ:${champId}`} filter="line" title={t('live.section.line')} lang={lang} cyberType={cyberType} />
        </>
      ) : (
        <GameList topic={`champ:${champId}`} filter={section} lang={lang} group={betting.groupByCategories} cyberType={cyberType} />
      )}
    </>
  );
}
