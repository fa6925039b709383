/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  button: 'Métricas de Hueso',
};
