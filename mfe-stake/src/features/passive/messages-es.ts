/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  title: 'Stake pasivo',
  versions: 'Versión del stake pasivo',
  version: (version: number) => `V${version}`,
  versionStake: (version: number) => `Stake V${version}`,
  success: 'Hecho',
  failed: 'Falló',
  loading: 'Cargando tu stake pasivo…',
  rate: (weekly: string) => `Paga ${weekly} HUESO por semana por cada 10.000 HUESO y 100 VIPHUESO en stake.`,
  v1Closed: 'V1 ya no acepta depósitos: aún puedes retirar tu stake de V1.',
  rules: 'Mínimo 1000 HUESO, con 10 VIPHUESO por cada 1000 HUESO.',
  stakedFrom: (deposited: string) => `Se toma de tu ${deposited}.`,
  required: (vip: string) => `Este depósito requiere ${vip} VIPHUESO.`,
  vipStaked: 'VIPHUESO en stake',
  weeklyReward: 'Recompensa semanal',
  huesoAmount: (amount: string) => `${amount} HUESO`,
  amountToStake: 'Cantidad para stake (HUESO)',
  deposit: 'Depositar',
  withdrawing: 'Retirando…',
  invalidAmount: 'Cantidad no válida',
  minimum: (amount: string) => `El depósito mínimo es de ${amount} HUESO`,
  refusedShort: (refusal: string, short: string) => `${refusal}. ${short}`,
  vipShort: (need: string, have: string) =>
    `Necesitas ${need} VIPHUESO (10 por cada 1000 HUESO) y tienes ${have}. El VIPHUESO se gana en la arena.`,
  nextPayout: 'Próximo pago semanal',
  nothingStaked: 'No tienes nada en stake en esta versión.',
  withdrawTitle: (version: number) => `¿Retirar tu stake de V${version}?`,
  withdrawReturns: (hueso: string, vip: string, deposited: string) =>
    `${hueso} HUESO y ${vip} VIPHUESO vuelven a tu ${deposited} y a tu VIPHUESO.`,
  withdrawForfeit: (weekly: string | null) =>
    weekly === null
      ? 'Pierdes la recompensa de esta semana: la semana sigue en curso y solo pagan las semanas completas.'
      : `Pierdes la recompensa de esta semana (${weekly} HUESO): la semana sigue en curso y solo pagan las semanas completas.`,
  withdrawConfirm: (version: number) => `Retirar V${version}`,
  keepStaking: 'Seguir en stake',
};
