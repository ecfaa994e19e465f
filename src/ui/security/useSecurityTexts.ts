import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';

/** Step-up's and the authenticator's texts, one chunk per language, fetched by these parts themselves (never on the first load). */
const SECURITY_TEXTS = import.meta.glob<Texts>('../i18n/areas/security/*.json', { import: 'default' });

export const useSecurityTexts = (): boolean => useLazyAreaTexts(SECURITY_TEXTS, 'security.step_up.title');
