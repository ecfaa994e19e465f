import { useTranslation } from 'react-i18next';
import { SectionUnavailable } from '../components/SectionUnavailable';
import type { PageProps } from '../core-access/pageProps';

/** Every page of the office app until its own issue builds them: the section's name and a way back, in the player's language. */
export function OfficePage({ resolution }: PageProps) {
  const { t } = useTranslation();
  return <SectionUnavailable resolution={resolution} title={t('office.title')} body={t('office.soon')} />;
}
