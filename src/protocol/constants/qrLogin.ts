/** QR sign-in (office/qr-login): how long a shown code signs in, and how often a player or an address may use the calls. */
export const QR_LOGIN_TTL_MS = 60_000;

/** How often the showing device's worker asks what became of its code: the player is looking at the screen for the minute it lives. */
export const QR_LOGIN_STATUS_EVERY_MS = 2_000;

/** Codes a player may ask for within the window (a page left open renews one a minute). */
export const QR_LOGIN_STARTS_PER_WINDOW = 20;

/** Confirmations one address may try within the window, right or wrong (a code is 256 bits: this only stops floods). */
export const QR_LOGIN_CONFIRMS_PER_WINDOW = 20;

export const QR_LOGIN_WINDOW_MS = 10 * 60_000;

/** The query key of the QR's link that carries the token. */
export const QR_LOGIN_TOKEN_PARAM = 't';
