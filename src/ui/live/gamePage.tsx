import { useTranslation } from 'react-i18next';
import type { PageProps } from '../core-access/pageProps';
import { GameDetail } from './GameDetail';
import { asSection, idOf } from './paths';
import { useLiveWatch } from './useLiveWatch';
import { LiveShell } from './frames';

/** :section/:menuSection/:sport/:champ/:game — one game with every market. */
export function GamePage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const section = asSection(resolution.params.section);
  useLiveWatch([], [`menu:${section}`]);
  return (
    <LiveShell lang={lang} section={section} sportId={idOf(resolution.params.sport)} filters={false}>
      <GameDetail gameId={idOf(resolution.params.game)} lang={lang} back={{ href: `/${lang}/${section}`, label: t('live.game.back') }} />
    </LiveShell>
  );
}
