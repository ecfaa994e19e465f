import { useTranslation } from 'react-i18next';
import { SectionUnavailable } from '../components/SectionUnavailable';
import type { PageProps } from '../core-access/pageProps';

/** The promotions app's routes not built yet (bonus landing pages, partners): the section's name and a way back. */
export function PromotionsPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  return <SectionUnavailable resolution={resolution} title={t('promotions.title')} body={t('promotions.soon')} />;
}
