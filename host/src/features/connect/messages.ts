import { defineMessages } from '@hueso/shared';

/** Texts of the sign-in window an embedded area opens on the game's origin (`/connect`). */
export const CONNECT_MESSAGES = defineMessages({
  en: {
    title: 'Sign in to HUESO',
    forSite: (origin: string) => `The HUESO area on ${origin} asks you to sign in.`,
    memoryOnly:
      'Your new session goes to that page only, which keeps it in memory until you leave it. Your password never reaches that site.',
    submit: 'Sign in for this site',
    cancel: 'Cancel',
    done: (origin: string) => `Signed in. Your session was handed to ${origin}; this window closes itself.`,
    noOpener: 'This window was not opened by a HUESO area, so there is nowhere to sign in to. Close it.',
    badOrigin: 'The page that opened this window did not say where it is. Close it and try again.',
  },
  es: {
    title: 'Inicia sesión en HUESO',
    forSite: (origin: string) => `El área de HUESO en ${origin} te pide iniciar sesión.`,
    memoryOnly:
      'Tu nueva sesión va solo a esa página, que la guarda en memoria hasta que la dejes. Tu contraseña nunca llega a ese sitio.',
    submit: 'Iniciar sesión para este sitio',
    cancel: 'Cancelar',
    done: (origin: string) =>
      `Sesión iniciada. Tu sesión se entregó a ${origin}; esta ventana se cierra sola.`,
    noOpener: 'Esta ventana no la abrió un área de HUESO, así que no hay dónde iniciar sesión. Ciérrala.',
    badOrigin: 'La página que abrió esta ventana no dijo dónde está. Ciérrala e inténtalo de nuevo.',
  },
});
