import type { AppModule } from '../apps/contract';
import { AlphabetPage } from './AlphabetPage';

/** The betting alphabet (/{lng}/betting-alphabet/...): its own chunk and texts, loaded when the page is opened. */
export const app: AppModule = { pages: { bettingAlphabet: AlphabetPage } };
