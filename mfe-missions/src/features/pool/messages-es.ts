/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  cardTitle: 'Pool',
  joinedBadge: 'Inscrito',
  energyCost: 'Costo de energía',
  reward: 'Recompensa',
  energy: (amount: string) => `${amount} de energía`,
  rewardValue: (base: string) => `${base}+ HUESO cada 24\u00a0h`,
  open: 'Abrir el pool',
  initialLandTitle: 'Tierra inicial',
  initialLand: 'Tierra inicial',
  notOwned: 'No lo tienes',
  unlocks: 'Desbloquea',
  dailyPool: 'Pool diario',
  buyInitialLand: 'Comprar Tierra inicial',
};
