import { useTranslation } from 'react-i18next';
import { SectionUnavailable } from '../../components/SectionUnavailable';
import type { PageProps } from '../../core-access/pageProps';

/**
 * SPEC 2: a route no app serves yet (toto, news, the page-type
 * sections...) says, in the player's language, that the section is not
 * available right now and offers the way home. Never a blank screen.
 */
export function PlaceholderPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const app = resolution.meta.remoteApp;
  return (
    <SectionUnavailable
      resolution={resolution}
      title={app ? t(`shell.app.${app}`, { defaultValue: t('shell.app.shell') }) : t('shell.app.shell')}
    />
  );
}
