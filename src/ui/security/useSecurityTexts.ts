import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';

/**
 * The security texts (step-up, the authenticator, office/security), one chunk
 * per language, fetched by the parts that show them (never on the first load).
 */
const SECURITY_TEXTS = import.meta.glob<Texts>('../i18n/areas/security/*.json', { import: 'default' });

export const useSecurityTexts = (): boolean => useLazyAreaTexts(SECURITY_TEXTS, 'security.step_up.title');
