/** The inventory feature's texts (SPEC.md section 4, Pack opening). */
export const INVENTORY_MESSAGES = {
  nothing: 'Nothing came out this time.',
  levelUp: (level: number) => `Level up! You are now level ${level}.`,
  noneToOpen: (name: string) => `You have no ${name} to open`,
  owned: (owned: number, max: number) => `You own ${owned}; open 1 to ${max} at a time`,
} as const;
