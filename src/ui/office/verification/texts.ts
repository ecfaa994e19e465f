import type { TFunction } from 'i18next';
import { numberFormat } from '../../../core/format/numberFormat';

/** The codes of a refused upload the page words itself; any other reads as a general failure. */
const WORDED = new Set([
  'too_large',
  'unsupported_type',
  'unsupported_media_type',
  'unknown_content',
  'content_mismatch',
  'pdf_active_content',
  'pdf_unreadable',
  'image_unreadable',
  'empty',
  'network_error',
  'busy',
  'unauthorized',
]);

const megabytes = (bytes: number, lang: string): string => numberFormat(lang, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));

/** The file size limit in the page's language, "10 MB". */
export function sizeText(t: TFunction, bytes: number, lang: string): string {
  return t('officeVerification.megabytes', { n: megabytes(bytes, lang) });
}

/** A refused upload in words: the server's code (`verification.too_large`, ...) picks the sentence. */
export function refusalText(t: TFunction, code: string, limit: number, lang: string): string {
  const short = code.replace(/^verification\./, '');
  const known = WORDED.has(short) ? short : 'upload_failed';
  return t(`officeVerification.refusal.${known}`, { size: sizeText(t, limit, lang) });
}
