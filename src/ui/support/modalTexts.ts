import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';

/** The player modals' texts (the question, the support history, the panel's "My requests"): one chunk per language, fetched when wanted. */
const MODAL_TEXTS = import.meta.glob<Texts>('../i18n/areas/modals/*.json', { import: 'default' });

/** Whether the modals' texts of the language on screen are in place; fetches them when not. */
export const useModalTexts = (): boolean => useLazyAreaTexts(MODAL_TEXTS, 'modals.history.open');
