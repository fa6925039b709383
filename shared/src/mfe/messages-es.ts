/** Español of this feature’s catalogue (./messages), loaded only by a page in Español. */
export default {
  signInTitle: 'Inicia sesión para jugar',
  signInLabel: 'Iniciar sesión',
  logIn: 'Entrar',
  loginError: 'Hubo un error al cargar los datos',
  restoring: 'Recuperando tu sesión…',
  signInElsewhere:
    'Inicias sesión en el sitio del juego, en una ventana nueva. Tu sesión queda solo en la memoria de esta página y termina cuando sales de ella.',
  signInWithGame: 'Iniciar sesión con HUESO',
  waiting: 'Esperando la ventana de inicio de sesión…',
  popupBlocked:
    'Se bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes de este sitio e inténtalo de nuevo.',
  popupClosed: 'La ventana de inicio de sesión se cerró antes de que iniciaras sesión.',
  noHost: 'Esta área no puede iniciar sesión aquí: el config.json del juego no indica un host.',
};
