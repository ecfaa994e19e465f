import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';

/** The toto area's texts, one chunk per language, fetched by the toto pages only. */
const TOTO_TEXTS = import.meta.glob<Texts>('../i18n/areas/toto/*.json', { import: 'default' });

export const useTotoTexts = (): boolean => useLazyAreaTexts(TOTO_TEXTS, 'toto.title');
