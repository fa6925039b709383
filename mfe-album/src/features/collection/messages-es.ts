/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  loading: 'Cargando tus cartas…',
  loadFailed: 'No se pudieron cargar tus cartas',
  owned: (n: string) => `Tienes: ${n}`,
  global: (n: string | null) => (n === null ? 'Global: contando…' : `Global: ${n}`),
  onMarket: (n: string) => `En el mercado: ${n}`,
  tile: (name: string, id: string, rareza: string, owned: number) =>
    `${name}, ${id}, rareza ${rareza}, tienes ${owned}`,
  grid: { general: 'Cartas generales', especial: 'Cartas especiales' },
  counting: 'Contando las cartas en la cadena…',
  counted: 'Los conteos globales están completos.',
  countFailed: 'No se pudieron leer los conteos globales de la cadena',
  summary: (owned: number, total: number) => `Tienes ${owned} de ${total} cartas.`,
  empty: 'Todavía no hay cartas en este álbum.',
  priceTitle: 'Elige un precio',
  priceLabel: 'Precio',
  priceHint: (nft: string) =>
    `${nft}. Elige el token en el que la pones a la venta. Al venderse se cobra una comisión del 5 % del mercado.`,
  priceInvalid: 'Escribe un precio mayor que 0 con 8 decimales como máximo.',
  listedFor: (label: string) => `Publicada — ${label}`,
  inWallet: 'En tu billetera',
  noInstances: 'No te quedan instancias de esta carta en tu billetera.',
  instances: 'Instancias',
  sellLabel: (nft: string) => `Vender ${nft}`,
  cancelLabel: (nft: string) => `Cancelar la publicación de ${nft}`,
};
