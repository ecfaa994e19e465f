import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A query on the outer database handle made from inside a transaction
 * (instead of on its `tx`) is always a mistake: on PGlite, which runs one
 * statement at a time behind a mutex the transaction holds, it waits for
 * itself forever, and every request after it with it; on PostgreSQL it runs
 * on another connection, outside the transaction, blind to its writes and
 * blocked by its locks (with a full pool, for good). Both adapters refuse it
 * at once, naming the statement.
 */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

export function refuseNested(sql: string): void {
  if (openTransaction.getStore()?.open)
    throw new Error(
      'A query on the database handle inside a transaction would run outside it (on PGlite, wait for it forever); ' +
        `use its tx: ${sql.slice(0, 120)}`,
    );
}

/** Runs `body` as the inside of a transaction: the outer handle refuses queries from it until it settles. */
export function insideTransaction<T>(body: () => Promise<T>): Promise<T> {
  refuseNested('BEGIN');
  const state = { open: true };
  return openTransaction.run(state, () =>
    body().finally(() => {
      state.open = false;
    }),
  );
}
