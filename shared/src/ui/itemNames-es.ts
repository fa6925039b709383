/** Español of the item names (./itemNames), loaded only by a page in Español. */
export default {
  'General Pack': 'Sobre general',
  'Special Pack': 'Sobre especial',
  LVL: 'Nivel',
  'LVL UP': 'Subida de nivel',
  'Hueso Fusion': 'Fusión Hueso',
  'ticket stake': 'Ticket de stake',
  'Initial Land': 'Tierra inicial',
} as Record<string, string>;
