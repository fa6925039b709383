/**
 * HUESO mined and burned, kept as per-day totals per player. The metrics chart reads them in
 * three resolutions: the last 7 days, the last 8 weeks (Monday-based) and the last 6 months,
 * all in UTC, oldest first, with empty buckets as 0 so every series has a fixed length.
 */
import type { MetricsResponse } from '@hueso/contract';
import { toHueso } from '../amounts';
import type { Db } from '../db';
import { statement } from '../statements';

export type MetricKind = 'mined' | 'burned';

const DAY_MS = 86_400_000;
const DAYS = 7;
const WEEKS = 8;
const MONTHS = 6;

/** UTC calendar day of an instant, 'YYYY-MM-DD'. */
export function dayKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function recordMetric(db: Db, userId: number, kind: MetricKind, units: number, now: number): void {
  statement(
    db,
    `INSERT INTO hueso_metrics (day, user_id, kind, total) VALUES (?, ?, ?, ?)
     ON CONFLICT (day, user_id, kind) DO UPDATE SET total = total + excluded.total`,
  ).run(dayKey(now), userId, kind, units);
}

function startOfDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** Monday 00:00 UTC of the week holding `ms`. */
function startOfWeek(ms: number): number {
  const day = startOfDay(ms);
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY_MS;
}

export function huesoMetrics(db: Db, userId: number | null, now: number): MetricsResponse {
  const today = startOfDay(now);
  const days = Array.from({ length: DAYS }, (_, i) => dayKey(today - (DAYS - 1 - i) * DAY_MS));
  const weeks = Array.from({ length: WEEKS }, (_, i) =>
    dayKey(startOfWeek(now) - (WEEKS - 1 - i) * 7 * DAY_MS),
  );
  const current = new Date(now);
  const months = Array.from({ length: MONTHS }, (_, i) =>
    new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - (MONTHS - 1 - i), 1))
      .toISOString()
      .slice(0, 7),
  );
  const from = [days[0]!, weeks[0]!, `${months[0]!}-01`].sort()[0]!;

  const userFilter = userId === null ? '' : 'AND user_id = ?';
  const userParams = userId === null ? [] : [userId];
  const rows = db
    .prepare(
      `SELECT day, SUM(total) AS total FROM hueso_metrics WHERE kind = 'mined' AND day >= ? ${userFilter} GROUP BY day`,
    )
    .all(from, ...userParams) as { day: string; total: number }[];
  const burned = db
    .prepare(`SELECT COALESCE(SUM(total), 0) AS total FROM hueso_metrics WHERE kind = 'burned' ${userFilter}`)
    .get(...userParams) as { total: number };

  const sum = (keyOf: (day: string) => string, keys: string[]) => {
    const totals = new Map(keys.map((k) => [k, 0]));
    for (const row of rows) {
      const key = keyOf(row.day);
      if (totals.has(key)) totals.set(key, totals.get(key)! + row.total);
    }
    return keys.map((fecha) => ({ fecha, total: toHueso(totals.get(fecha)!) }));
  };
  return {
    dia: sum((day) => day, days),
    semana: sum((day) => dayKey(startOfWeek(Date.parse(day))), weeks),
    mes: sum((day) => day.slice(0, 7), months),
    quemado: toHueso(burned.total),
  };
}
