export { OfficeSettingsController, settingsErrorOf } from './controller';
