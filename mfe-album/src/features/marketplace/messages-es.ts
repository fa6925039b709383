/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  loading: 'Cargando el mercado…',
  empty: 'No NFTs disponibles',
  loadFailed: 'No se pudo cargar el mercado',
  malformed: (n: number) =>
    n === 1
      ? 'No se pudo leer 1 orden de venta y no se muestra.'
      : `No se pudieron leer ${n} órdenes de venta y no se muestran.`,
  offers: (n: number) => (n === 1 ? '1 oferta' : `${n} ofertas`),
  from: (amount: string, symbol: string) => `Desde ${amount} ${symbol}`,
  yours: (n: number) => (n === 1 ? 'Tu publicación' : `${n} de tus publicaciones`),
  seller: (account: string, mine: boolean) => (mine ? 'Tu publicación' : `Vendedor: ${account}`),
  checkingAgain: 'Volveremos a revisar en un momento…',
  retry: 'Reintentar',
  grid: { all: 'Cartas del mercado', platform: 'Cartas del mercado especial' },
  offersLabel: 'Ofertas',
  buyLabel: (nft: string, price: string) => `Comprar ${nft} (${price})`,
  cancelLabel: (nft: string, price: string) => `Cancelar ${nft} (${price})`,
  readingWallet: 'Leyendo tu billetera…',
  topUp: (nft: string, parts: string, after: string) =>
    `A tu billetera le falta HUESO para ${nft}. Un solo paso envía ${parts} a tu billetera, que tendrá entonces ${after}; luego sigue la compra.`,
  topUpAnd: ' y ',
  topUpBuy: 'Pasar a la billetera y comprar',
  topUpFailed: 'El HUESO no llegó a tu billetera y no se compró nada. Tu perfil muestra dónde está.',
};
