/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  title: 'Inicia sesión en HUESO',
  forSite: (origin: string) => `El área de HUESO en ${origin} te pide iniciar sesión.`,
  memoryOnly:
    'Tu nueva sesión va solo a esa página, que la guarda en memoria hasta que la dejes. Tu contraseña nunca llega a ese sitio.',
  submit: 'Iniciar sesión para este sitio',
  cancel: 'Cancelar',
  done: (origin: string) => `Sesión iniciada. Tu sesión se entregó a ${origin}; esta ventana se cierra sola.`,
  noOpener: 'Esta ventana no la abrió un área de HUESO, así que no hay dónde iniciar sesión. Ciérrala.',
  badOrigin: 'La página que abrió esta ventana no dijo dónde está. Ciérrala e inténtalo de nuevo.',
};
