/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
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
};
