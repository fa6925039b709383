/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  loading: 'Cargando…',
  loadingGame: 'Cargando HUESO…',
  loadingArea: (area: string) => `Cargando ${area}…`,
  notFound: 'Esta página no existe.',
  backToGame: 'Volver al juego',
  cannotStart: 'El juego no pudo iniciarse',
  badConfig: 'Su configuración (config.json) falta o no es válida:',
  crashed: 'Algo salió mal',
  reloadToContinue: 'Recarga la página para continuar.',
  reload: 'Recargar',
  areaUnavailableLabel: (area: string) => `${area} no disponible`,
  areaUnavailable: 'Esta área no está disponible ahora',
  areaUnavailableText: (area: string) =>
    `No se pudo cargar el área ${area}. El resto del juego sigue funcionando.`,
};
