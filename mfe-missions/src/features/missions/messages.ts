/** The missions feature's texts (SPEC.md section 8). */
export const MISSION_MESSAGES = {
  1: '1-hour mission started successfully',
  6: '6-hour mission started successfully',
  4: '4-hour special mission started successfully',
  3: 'Energy recharge mission started successfully',
} as const;
