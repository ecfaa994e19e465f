export { BingoHall, type BingoHallOptions } from './hall';
export { registerBingoRoutes } from './routes';
export { BINGO_TEST_PATH, registerBingoTestRoutes } from './testSwitch';
