/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  title: 'Stake',
  description: 'Haz stake de HUESO para ganar tickets, o de HUESO y VIPHUESO para recompensas semanales.',
  list: 'Opciones de stake',
  ticket: 'Stake por tickets',
  ticketNote: 'Haz stake de HUESO, gana tickets y sube en la tabla.',
  chest: 'Stake pasivo',
  chestNote: 'V1 y V2: HUESO cada semana por el HUESO y el VIPHUESO en stake.',
  barrel: 'Stake de tokens',
  barrelNote: 'Haz stake de tus tokens en el sitio externo (se abre en una pestaña nueva).',
  newTab: (label: string) => `${label} (se abre en una pestaña nueva)`,
};
