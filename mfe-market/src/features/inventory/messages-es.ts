/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  title: 'Inventario',
  toMarket: 'Compra más en el mercado',
  items: 'Artículos',
  owned: (count: string) => `Tienes: ${count}`,
  openItem: (name: string) => `Abrir ${name}`,
  open: 'Abrir',
  fusion: 'Los artículos de fusión no se pueden abrir aquí.',
  amount: 'Cantidad',
  noneToOpen: (name: string) => `No tienes ${name} para abrir`,
  ownedHint: (owned: number, max: number) => `Tienes ${owned}; abre de 1 a ${max} a la vez`,
  cancel: 'Cancelar',
  submit: 'Abrir',
  opening: 'Abriendo...',
  opened: (name: string) => `Abriste ${name}`,
  nothing: 'Esta vez no salió nada.',
  levelUp: (level: number) => `¡Subiste de nivel! Ahora eres nivel ${level}.`,
  done: 'Listo',
  revealed: (shown: number, total: number) =>
    `${shown} de ${total} ${total === 1 ? 'carta revelada' : 'cartas reveladas'}`,
  openedCards: 'Cartas obtenidas',
  cardAlt: (item: string) => `Carta ${item}`,
  shiny: 'Brillante',
  youOwn: (count: string) => `Tienes ${count}`,
  showAll: 'Mostrar todas',
  faceDown: (n: number) =>
    n === 1
      ? 'Tu carta está boca abajo: tócala para darle la vuelta.'
      : `${n} cartas boca abajo: toca una para darle la vuelta.`,
  turnOver: (n: number) => `Dar la vuelta a la carta ${n}`,
  announce: (rarity: string) => `Una carta de rareza ${rarity}…`,
  summary: (n: number) => (n === 1 ? 'Conseguiste 1 carta' : `Conseguiste ${n} cartas`),
  shinyCount: (n: string) => `Brillantes: ${n}`,
};
