export { convertAllowed, transferRefusal, type TransferAccount } from './transferRules';
export { quoteTransfer, rateOf, type TransferQuote } from './quote';
export { transferLegs, sumsByCurrency, type TransferLeg, type TransferSides } from './legs';
export { officeMenu, type OfficeMenuCategory, type OfficeMenuFlags } from './menu';
export { promoCodeStatus, normalPromoCode, type PromoCodeStatus, type StoredPromoCode } from './promoCode';
