/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  title: 'Entrar a la Arena',
  energyCost: 'Costo de energía',
  entryFee: 'Cuota de entrada',
  reward: 'Recompensa',
  rewardValue: 'MMR, tickets, VIPHUESO',
  energy: (amount: string) => `${amount} de energía`,
  notEnoughEnergy: (have: number, need: number) => `No tienes suficiente energía (${have}/${need})`,
  enter: 'Entrar a la Arena',
};
