/** Query values of the social callback's redirects: ?social_error= and, for two-step, ?social_two_step=. */
export const SOCIAL_ERROR_QUERY = 'social_error';
export const SOCIAL_TWO_STEP_QUERY = 'social_two_step';
