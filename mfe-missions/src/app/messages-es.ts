import firstPaint from '../firstPaint.json';

/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  title: firstPaint[''].title.es,
  externalLinks: 'Enlaces externos',
  tools: 'Herramientas',
  dialogFailed: 'No se pudo cargar esta ventana. Revisa tu conexión e inténtalo de nuevo.',
};
