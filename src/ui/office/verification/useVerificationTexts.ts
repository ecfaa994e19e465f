import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/**
 * The verification pages' texts, one chunk per language, fetched by the pages
 * (never with the first load, and not listed with the office app: the shell's
 * text tables stay as they are).
 */
const VERIFICATION_TEXTS = import.meta.glob<Texts>('../../i18n/areas/officeVerification/*.json', { import: 'default' });

export const useVerificationTexts = (): boolean => useLazyAreaTexts(VERIFICATION_TEXTS, 'officeVerification.title_verification');
