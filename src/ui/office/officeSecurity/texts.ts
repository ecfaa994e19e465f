import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/**
 * The texts of area `officeSecurity` (protection level, security question,
 * QR sign-in, the strength meter): each part fetches them on first show, so
 * neither the shell nor the office app carries them.
 */
const FILES = import.meta.glob<Texts>('../../i18n/areas/officeSecurity/*.json', { import: 'default' });

export const useOfficeSecurityTexts = (): boolean => useLazyAreaTexts(FILES, 'officeSecurity.qr.title');
