import type { MyBetsProjection } from '../slip';

// What the my-bets tab reads before the worker's first push, apart from the bet schemas (no schema library in the page's bundle).

export const HISTORY_STATUSES = ['all', 'open', 'settled'] as const;

export const EMPTY_MY_BETS: MyBetsProjection = {
  status: 'idle',
  filter: 'all',
  page: 1,
  pageSize: 10,
  total: 0,
  items: [],
  error: null,
  updatedAt: null,
};
