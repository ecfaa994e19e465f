import { COUPON_COMMAND_SCHEMAS, type CouponCommand } from './coupon';
import type { PreferencesCommand } from './preferences';

/** Every command the worker's dispatch accepts. Contexts add their unions here. */
export type AppCommand = PreferencesCommand | CouponCommand;
export type AppCommandType = AppCommand['type'];

export function isCouponCommand(command: AppCommand): command is CouponCommand {
  return Object.prototype.hasOwnProperty.call(COUPON_COMMAND_SCHEMAS, command.type);
}
