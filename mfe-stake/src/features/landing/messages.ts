import { defineMessages } from '@hueso/shared';

/** Stake landing texts. */
export const LANDING_MESSAGES = defineMessages({
  en: {
    title: 'Stake',
    description: 'Stake HUESO for tickets, or stake HUESO and VIPHUESO for weekly rewards.',
    list: 'Staking',
    ticket: 'Stake play',
    ticketNote: 'Stake HUESO, earn tickets, climb the table.',
    chest: 'Passive stake',
    chestNote: 'V1 and V2: weekly HUESO for HUESO and VIPHUESO staked.',
    barrel: 'Token staking',
    barrelNote: 'Stake your tokens on the external site (opens in a new tab).',
    newTab: (label: string) => `${label} (opens in a new tab)`,
  },
  es: {
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
  },
});
