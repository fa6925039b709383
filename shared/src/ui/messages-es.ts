/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  close: 'Cerrar',
  cancel: 'Cancelar',
  working: 'Procesando…',
  retry: 'Reintentar',
  dismiss: 'Descartar',
  loading: 'Cargando…',
  finished: 'Terminado',
  rowsPerPage: 'Filas por página',
  pageRange: (from: number, to: number, total: number) => `${from}–${to} de ${total}`,
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  username: 'Usuario',
  password: 'Contraseña',
  language: 'Idioma',
  badResponse: 'Respuesta inesperada del servidor',
};
