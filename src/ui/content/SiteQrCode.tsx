import { useTranslation } from 'react-i18next';
import { useContent } from './useContent';

/**
 * A QR code of the site's address in this language, drawn by the server (as
 * the QR sign-in's is) and shown as an image: an SVG data URL, never markup.
 * Nothing while it loads or when it could not be had: the page reads on.
 */
export function SiteQrCode({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const { value } = useContent(`qr|${lang}`, (core) => core.ask('loadSiteQr', { lang }));
  if (value.status !== 'ok') return null;
  const { url, svg } = value.value;
  return (
    <img
      data-testid="mobile-qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t('contentPages.mobile.qr_alt', { url })}
      width={192}
      height={192}
    />
  );
}
