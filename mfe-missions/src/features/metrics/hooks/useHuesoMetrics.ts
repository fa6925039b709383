import { useEffect, useState } from 'react';
import { type MetricsResponse } from '@hueso/contract';
import { api } from '@hueso/shared';

/** What the modal shows when the metrics call fails (SPEC.md section 8: all values set to 0). */
export const ZERO_METRICS: MetricsResponse = { dia: [], semana: [], mes: [], quemado: 0 };

/** Loads GET /metrics/hueso?user=<nombre>; null while loading. */
export function useHuesoMetrics(user: string): MetricsResponse | null {
  const [data, setData] = useState<MetricsResponse | null>(null);
  useEffect(() => {
    let live = true;
    setData(null);
    api.getMetrics(user).then(
      (res) => live && setData(res),
      () => live && setData(ZERO_METRICS),
    );
    return () => {
      live = false;
    };
  }, [user]);
  return data;
}
