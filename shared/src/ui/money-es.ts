/** Español of money's catalogue (./money), loaded only by a page in Español. */
export default {
  name: {
    inGame: 'HUESO (en el juego)',
    withdrawable: 'HUESO (retirable)',
    wallet: 'HUESO (billetera)',
    staked: 'HUESO (en stake)',
  },
  explain: {
    inGame: 'Se mina con las misiones; se gasta en energía, sobres, crafteo y la arena.',
    withdrawable:
      'Depositado desde tu billetera o pasado desde el juego; haz stake o retíralo a tu billetera.',
    wallet: 'Tus propios tokens en la cadena Hive Engine; el mercado se paga desde aquí.',
    staked: 'Genera recompensas en un stake; al retirarlo vuelve a tu HUESO retirable.',
  },
  howToGet: {
    inGame: 'Haz misiones para minar más.',
    withdrawable:
      'En tu perfil, deposita HUESO desde tu billetera o pasa HUESO del juego con Retirar en el juego.',
    wallet:
      'En tu perfil, Retirar todo envía el HUESO retirable a tu billetera; o compra HUESO en Hive Engine.',
    staked: 'Haz stake de HUESO retirable en Stake.',
  },
  notEnough: (place: string, need: string, have: string, how: string) =>
    `No tienes suficiente ${place}: necesitas ${need} y tienes ${have}. ${how}`,
};
