/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */

export default {
  sections: {
    general: 'Álbum general',
    especial: 'Álbum especial',
    crafting: 'Crafteo',
    marketplace: 'Mercado de cartas',
    specialMarket: 'Mercado especial',
    burn: 'Quemar NFTs',
    ranking: 'Ranking global',
  },
  menu: 'Secciones del álbum',
  secondaryMarket: 'Mercado secundario (se abre en una pestaña nueva)',
  soon: 'Esta sección abrirá pronto.',
  card: (ide: number) => `Carta ${ide}`,
  nft: (id: string) => `NFT #${id}`,
  shiny: 'Brillante',
  shinyCount: (n: string) => `Brillantes: ${n}`,
  price: (amount: string, symbol: string) => `Precio: ${amount} ${symbol}`,
  sell: 'Vender',
  buy: 'Comprar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  notApplied: {
    sell: 'La cadena no publicó esta NFT: ya no está en tu billetera.',
    buy: 'Esta NFT ya no está a la venta: su orden ya se completó o se canceló.',
    cancel: 'Esta publicación ya no está abierta: ya se vendió o se canceló.',
  },
  sold: 'Tu NFT está publicada en el mercado.',
  bought: 'La NFT es tuya.',
  cancelled: 'Tu publicación se canceló; la NFT volvió a tu billetera.',
};
