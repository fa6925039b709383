/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  loading: 'Cargando la carta…',
  loadFailed: 'No se pudo cargar la carta',
  unknown: 'No existe esa carta.',
  back: (album: string) => `Volver al ${album}`,
  details: 'Datos de la carta',
  id: 'Carta',
  rarity: 'Rareza',
  power: 'Poder',
  powerHint:
    'El POWER que lleva en la cadena cada copia nueva de esta carta; una copia brillante tiene el doble.',
  owned: 'Copias que tienes',
  ownedShiny: (n: string, shiny: string) => `${n} (${shiny} brillantes)`,
  listed: 'Copias en el mercado',
  listedLoading: 'Leyendo el mercado…',
  listedFailed: 'No se pudo leer el mercado',
  lowest: 'Precio más bajo por token',
  noListings: 'Ahora mismo no hay ninguna copia de esta carta a la venta.',
  lowestPrice: (amount: string, symbol: string) => `${amount} ${symbol}`,
  manage: 'Tus copias: vender o cancelar',
  toMarket: 'Ver las ofertas en el Mercado de cartas',
  art: (name: string) => `Retrato de ${name}`,
};
