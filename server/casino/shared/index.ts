/** Shared-round casino tables, crash and roulette (README.md here). */
export { SharedTables, type SharedTablesOptions, type SharedSwitches } from './service';
export { registerSharedRoutes, registerSharedTableRoutes } from './routes';
export { frameAccess } from './frameAccess';
export { registerSharedTestRoutes, SHARED_TEST_PATH } from './testSwitch';
export { resultOf } from './results';
