import { useTranslation } from 'react-i18next';
import { SectionUnavailable } from '../components/SectionUnavailable';
import type { PageProps } from '../core-access/pageProps';

/** Every page of the wallet app until its own issue builds them: the section's name and a way back, in the player's language. */
export function WalletPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  return <SectionUnavailable resolution={resolution} title={t('wallet.title')} body={t('wallet.soon')} />;
}
