import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';

/** The calculator area, one chunk per language, fetched by the calculator only (never the first load). */
const CALCULATOR_TEXTS = import.meta.glob<Texts>('../i18n/areas/calculator/*.json', { import: 'default' });

export const useCalculatorTexts = (): boolean => useLazyAreaTexts(CALCULATOR_TEXTS, 'calculator.title');
