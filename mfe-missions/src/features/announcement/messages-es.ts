/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  text: 'El pool semanal de la Arena está abierto: combate, sube en la clasificación y quema NFT para aumentar tus PP. ¡Suerte en tus islas!',
  label: 'Anuncio',
  dismiss: 'Cerrar el anuncio',
};
