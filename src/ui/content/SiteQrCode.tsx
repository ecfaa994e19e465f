import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `url` as an image (an SVG data URL, as the office's QR sign-in shows its code); nothing until it is drawn. */
export function SiteQrCode({ url, alt }: { url: string; alt: string }) {
  const [svg, setSvg] = useState<{ url: string; svg: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then(
      (text) => {
        if (!cancelled) setSvg({ url, svg: text });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [url]);
  if (svg?.url !== url) return null;
  return (
    <img
      className="mobile-page__qr"
      data-testid="mobile-qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.svg)}`}
      alt={alt}
      width={192}
      height={192}
    />
  );
}
