export { decideApp, type AppDecideContext } from './decide';
export { evolveApp } from './evolve';
export { initialAppState, STATE_SHAPE_VERSIONS, type AppState } from './state';
export { decodeEvent, type DecodeResult, type DecodedEvent } from './codec';
export { replay, applyDecoded, stateSchemaHash, type ReplayOutcome } from './replay';
export {
  carryOver,
  snapshotVersions,
  SNAPSHOT_UPGRADES,
  type CarriedOver,
  type ShapeUpgrade,
  type ShapeUpgrades,
  type ShapeVersions,
} from './carryOver';
