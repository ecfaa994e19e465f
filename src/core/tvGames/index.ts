export { colourOf, isSelectionOf, marketOf, middleOf, selectionsOf, sumLineOf, wins } from './markets';
export { chanceOf, choose, type Chance } from './chances';
export { offersOf, oddsOf, payoutOf } from './odds';
export { tvDrawBalls, verifyTvDraw, type TvDrawProof } from './fairness';
