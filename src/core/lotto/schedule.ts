/**
 * A lottery's fixed timetable: draw number n is at n × every (epoch ms), so
 * every process and restart agrees on it without storing a schedule. Sales
 * for a draw close at its time.
 */
export const drawTime = (drawNo: number, everyMs: number): number => drawNo * everyMs;

/** The draw on sale at `now`: the first one after it (a draw exactly at now is closed). */
export const nextDrawNo = (now: number, everyMs: number): number => Math.floor(now / everyMs) + 1;

export const salesOpen = (drawNo: number, everyMs: number, now: number): boolean => now < drawTime(drawNo, everyMs);
