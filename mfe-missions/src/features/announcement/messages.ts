/** The announcement banner appears this long after the home screen loads (SPEC.md section 9). */
export const ANNOUNCEMENT_DELAY_MS = 7000;
