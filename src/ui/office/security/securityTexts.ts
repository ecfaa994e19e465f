import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/** office/security's own texts (area `security`): one chunk per language, fetched with the page. */
const SECURITY_TEXTS = import.meta.glob<Texts>('../../i18n/areas/security/*.json', { import: 'default' });

export const useSecurityTexts = (): boolean => useLazyAreaTexts(SECURITY_TEXTS, 'security.page.title');
