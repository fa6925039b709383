/** Español of Rarity's catalogue (./Rarity), loaded only by a page in Español. */
import { type Rareza } from '@hueso/contract/common';

export default {
  names: {
    C: 'Común',
    R: 'Rara',
    Z: 'Zafiro',
    E: 'Épica',
    A: 'Ancestral',
    L: 'Legendaria',
  } satisfies Record<Rareza, string>,
  explain: (letter: Rareza, name: string, rank: number) =>
    `Rareza ${letter}: ${name}, ${rank} de 6 (C la más baja, L la más alta)`,
  legend: 'Rarezas, de la más baja a la más alta',
};
