import type { AppModule } from '../apps/contract';
import { DebuggerRoute } from './DebuggerPage';

/** The event log (non-production only, SPEC 2): export, import and the dev mail outbox. */
export const app: AppModule = { pages: { debugger: DebuggerRoute } };
