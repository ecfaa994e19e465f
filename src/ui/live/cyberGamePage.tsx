import { useTranslation } from 'react-i18next';
import type { PageProps } from '../core-access/pageProps';
import { CyberShell } from './cyberFrame';
import { GameDetail } from './GameDetail';
import { CYBER_DEFAULT_TYPE, cyberDisciplinePath, idOf } from './paths';

/** cyber/{type}/{discipline}/{champ}/{section}/{game}: one cyber game with every market. */
export function CyberGamePage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const type = resolution.params.type ?? CYBER_DEFAULT_TYPE;
  const slug = resolution.params.discipline ?? '';
  return (
    <CyberShell lang={lang} type={type} active={slug}>
      <GameDetail
        gameId={idOf(resolution.params.game)}
        lang={lang}
        back={{ href: cyberDisciplinePath(lang, slug, type), label: t('live.cyber.back') }}
      />
    </CyberShell>
  );
}
