/** Español of the dialog's catalogue (./messages), loaded only by a page in Español. */
export default {
  error:
    'Error: necesitas el sobre inicial de un juego asociado o completar allí la misión diaria; revísalo e inténtalo de nuevo.',
  success: 'Recompensa del ecosistema reclamada con éxito',
  title: 'Ecosistema HUESO',
  highlightIntro: 'Sobre inicial en nuestro juego asociado: ',
  highlight: '75 BONES al día por 4 victorias diarias.',
  step1: 'Consigue el sobre inicial en el juego asociado.',
  step2: 'Gana allí tus 4 victorias diarias para completar la misión diaria.',
  step3: 'Vuelve y pulsa Reclamar para recibir tu recompensa del ecosistema.',
  claim: 'Reclamar',
  claiming: 'Reclamando…',
  openPartner: 'Abrir el juego asociado',
  newTab: ' (se abre en una pestaña nueva)',
};
