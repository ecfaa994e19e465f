export { startCounters } from './runtime';
export { COUNTER_ADAPTERS, adapterOf, makeCall, type CounterAdapter, type CounterWindow } from './adapters';
