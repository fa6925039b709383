import { defineMessages } from '@hueso/shared';

/** The first-run guide of the home screen: three steps for a player without the Initial Land. */
export const GUIDE_MESSAGES = defineMessages({
  en: {
    title: 'Getting started',
    step: (n: number, of: number) => `Step ${n} of ${of}`,
    steps: [
      {
        title: 'Energy and missions',
        text: 'Missions mine HUESO and cost energy, shown at the top as current/maximum. Recharge is free and gives energy: use it when a Start says you are short.',
      },
      {
        title: 'The market and your wallet',
        text: 'The market sells the Initial Land and card packs, paid from your wallet. Your profile shows where your HUESO is and moves it to your wallet.',
      },
      {
        title: 'The album',
        text: 'Your cards live in the album: collect them, craft cards of one rarity into a rarer one, trade them on the marketplace or burn them for HUESO.',
      },
    ],
    back: 'Back',
    next: 'Next',
    done: 'Got it',
    dismiss: 'Close the guide',
  },
  es: {
    title: 'Primeros pasos',
    step: (n: number, of: number) => `Paso ${n} de ${of}`,
    steps: [
      {
        title: 'Energía y misiones',
        text: 'Las misiones minan HUESO y cuestan energía, que ves arriba como actual/máxima. Recargar es gratis y da energía: úsalo cuando un Iniciar diga que te falta.',
      },
      {
        title: 'El mercado y tu billetera',
        text: 'El mercado vende la Tierra inicial y sobres de cartas, que se pagan desde tu billetera. Tu perfil muestra dónde está tu HUESO y lo pasa a tu billetera.',
      },
      {
        title: 'El álbum',
        text: 'Tus cartas viven en el álbum: colecciónalas, craftea cartas de una rareza en una más rara, véndelas en el marketplace o quémalas por HUESO.',
      },
    ],
    back: 'Atrás',
    next: 'Siguiente',
    done: 'Entendido',
    dismiss: 'Cerrar la guía',
  },
});
