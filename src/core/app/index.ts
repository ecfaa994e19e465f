export { decideApp, decideIn, heldIn, heldInApp, type AppDecideContext } from './decide';
export { evolveApp, evolveIn } from './evolve';
export { initialAppState, STATE_SHAPE_VERSIONS, type AppState } from './state';
export { decodeEvent, decodeIn, type DecodeResult, type DecodedEvent } from './codec';
export { replay, replayIn, applyDecoded, stateSchemaHash, type ReplayOutcome } from './replay';
export { carryOver, snapshotVersions, SNAPSHOT_UPGRADES, type CarriedOver, type ShapeUpgrades, type ShapeVersions } from './carryOver';
export { CONTEXTS, APP_REGISTRY } from './contexts';
export { createRegistry, RegistryError, type Registry } from './registry';
export { defineContext, type AnyContext, type CoreContext, type ShapeUpgrade, type Upcaster, type PayloadReader } from './context';
