/** Game status ids: 1 line (not started), 2 live, 3 live in a break, 4 finished. */
export const GAME_STATUS = { line: 1, live: 2, break: 3, finished: 4 } as const;
