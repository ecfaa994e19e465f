// Written by `npm run -s rtp:blackjack` (scripts/blackjackRtp.ts) from rtp.ts and tables.ts; do not edit.
/** Each rule set's exact return (0..1), filed under its rulesKey. */
export const BLACKJACK_RETURNS: Readonly<Record<string, number>> = {
  // single-deck-s17
  aa4c97177eb7fefd: 0.9988888469853539,
};
