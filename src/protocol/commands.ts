import { COUPON_COMMAND_SCHEMAS, type CouponCommand } from './coupon';
import type { PreferencesCommand } from './preferences';
import type { SessionCommand } from './session';
import type { BettingCommand, LiveCommand } from './live-client';
import type { MyBetsCommand } from './slip';

/** Every command the worker's dispatch accepts. Contexts add their unions here. */
export type AppCommand = PreferencesCommand | CouponCommand | SessionCommand | LiveCommand | BettingCommand | MyBetsCommand;
export type AppCommandType = AppCommand['type'];

export function isSessionCommand(command: AppCommand): command is SessionCommand {
  return command.type.startsWith('session/');
}

export function isCouponCommand(command: AppCommand): command is CouponCommand {
  return Object.prototype.hasOwnProperty.call(COUPON_COMMAND_SCHEMAS, command.type);
}
