export { LottoHall, type LottoHallOptions } from './hall';
export { registerLottoRoutes } from './routes';
export { LOTTO_TEST_PATH, registerLottoTestRoutes } from './testSwitch';
