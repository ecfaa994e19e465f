import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/** The phone's texts, one chunk per language: they come with the phone's parts, never in a desktop first load. */
const PHONE_TEXTS = import.meta.glob<Texts>('../../i18n/areas/phone/*.json', { import: 'default' });

/** Whether the phone's texts of the language on screen are in place; fetches them when not. */
export const usePhoneTexts = (): boolean => useLazyAreaTexts(PHONE_TEXTS, 'phone.nav');
