/**
 * The betting alphabet's pure rules: search over the folded terms and
 * definitions (the worker holds the index) and the A–Z index (the server
 * builds it with the tree).
 */
export { buildAlphabetIndex, searchAlphabet, type AlphabetIndex } from './search';
export { letterOf, lettersOf, NON_LETTER_HEADING } from './letters';
