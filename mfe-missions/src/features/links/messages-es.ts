/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  whitepaper: 'Whitepaper',
  chat: 'Chat',
  partnerGame: 'Juego asociado',
  newTab: ' (se abre en una pestaña nueva)',
};
