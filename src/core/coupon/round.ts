/** The rounding rules live in src/core/shared/round.ts (the wallet's amounts use them too). */
export * from '../shared/round';
