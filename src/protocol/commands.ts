import type { PreferencesCommand } from './preferences';

/** Every command the worker's dispatch accepts. Contexts add their unions here. */
export type AppCommand = PreferencesCommand;
export type AppCommandType = AppCommand['type'];
