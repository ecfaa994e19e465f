import type { FairDraws } from '../fair';
import { POCKETS } from './wheel';

/** The pocket the ball lands in: one fair draw over 37 pockets. */
export const spinPocket = (draws: FairDraws): number => draws.int(POCKETS);
