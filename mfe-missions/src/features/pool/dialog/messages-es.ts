/** Español of the dialog's catalogue (./messages), loaded only by a page in Español. */
export default {
  joined: 'Te uniste al pool con éxito',
  error: 'Error',
  loading: 'Cargando el pool…',
  empty: 'Todavía nadie se ha unido al pool.',
  nextPayout: 'Próximo pago',
  entryCost: (energy: number) =>
    `La entrada cuesta ${energy} de energía. Las recompensas se pagan cada 24 h.`,
  alreadyIn: 'Ya estás en el pool',
  notEnoughEnergy: (have: number, need: number) => `No tienes suficiente energía (${have}/${need})`,
  title: 'Pool diario',
  join: 'Unirse al pool',
  joining: 'Uniéndote…',
  summary: 'Resumen del pool',
  participants: 'Participantes',
  totalPower: 'Poder total',
  yourPower: 'Tu poder',
  tableCaption: 'Participantes del pool',
  scrollCue: 'Desplázate hacia los lados para ver más columnas',
  columns: { users: 'USUARIOS', position: 'POSICIÓN', power: 'PODER', estimate: 'HUESO EST.' },
  you: (name: string) => `${name} (tú)`,
};
