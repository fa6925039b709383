/** The ecosystem claim's texts (SPEC.md section 8). */
export const ECOSYSTEM_ERROR =
  'Error you need the starter pack in a partner game or complete the daily mission there, check and try again.';
export const ECOSYSTEM_SUCCESS = 'Ecosystem reward claimed successfully';
