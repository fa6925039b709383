/** The global ranking: players with their card count, one page in the chosen order. */
import type { Db } from '../../db';

/** SQL expression each ranking sort orders by (descending); `burned` is the admin-entered total. */
export const SORT_COLUMNS = {
  ph: 'u.ph',
  nft: 'nft_total',
  burned: 'u.nft_burned',
  saldo: 'u.dinero',
  fusion: 'u.fusion',
  real: 'u.dinero_real',
  pe: 'u.pe',
  porcentaje: 'u.nivel',
  nivel: 'u.nivel',
} as const;

export type RankingSort = keyof typeof SORT_COLUMNS;

export interface RankingRow {
  nombre: string;
  ph: number;
  pe: number;
  nivel: number;
  dinero: number;
  dinero_real: number;
  fusion: number;
  nft_burned: number;
  nft_total: number;
}

export function rankingPage(
  db: Db,
  page: { nftSymbol: string; sort: RankingSort; limit: number; offset: number },
): RankingRow[] {
  return db
    .prepare(
      `SELECT u.nombre, u.ph, u.pe, u.nivel, u.dinero, u.dinero_real, u.fusion, u.nft_burned,
         (SELECT COUNT(*) FROM idx_nft_instances i WHERE i.symbol = ? AND i.account = u.nombre) AS nft_total
       FROM users u ORDER BY ${SORT_COLUMNS[page.sort]} DESC, u.nombre ASC LIMIT ? OFFSET ?`,
    )
    .all(page.nftSymbol, page.limit, page.offset) as RankingRow[];
}
