/**
 * A casino multiplier kept in hundredths (a crash point, a cash-out, a
 * round's win over its stake) as the player reads it: 150 is "1.50". A file
 * of its own, out of the format index, so only the casino's chunks carry it.
 */
export const multiplierText = (hundredths: number): string => (hundredths / 100).toFixed(2);
