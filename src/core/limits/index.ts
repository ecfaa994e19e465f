export { decideLimit, type DecideContext, type LimitAction, type LimitDecision, type LimitEffect } from './decide';
export { endsSessions, headrooms, limitBreach, moneyLimitsInForce, playBlock, type LimitBreach, type PlayBlock } from './enforce';
export { mature, type Matured, type Maturing } from './mature';
export {
  isInForce,
  isLimitType,
  isMoneyKind,
  isSpanKind,
  kindOf,
  sameLimit,
  stateOf,
  type LimitConfig,
  type LimitRecord,
  type PendingChange,
} from './record';
export { readValue, type ReadValue } from './value';
export { headroom, windowTotal, windowUse, type Flow, type Headroom, type WindowUse } from './window';
export { localDay, nextLocalMidnight, pingCounts, sessionLeftMs } from './session';
export { roomLeft, roomRefusal, type LimitRoom, type RoomPurpose } from './room';
export { isLimitOffered, offeredOnly } from './offered';
export { assessmentQuestions, isLoosening, scoreAssessment, type AssessmentResult } from './assessment';
export { holdForReminder, realityCheckPending } from './reminders';
export {
  LIMIT_TIMER_KEYS,
  limitTimerIntents,
  nextRealityCheckAt,
  realityCheckDueAt,
  sessionEndsAt,
  sessionLimitRunOut,
  type LimitTimerInput,
} from './timers';
export { sessionResults, type SessionFlow } from './sessionResult';
export { addMonthsUtc, limitPrompts, NO_LIMIT_PROMPTS, type LimitPrompts } from './prompts';
export { nextLimitMoment } from './moments';
