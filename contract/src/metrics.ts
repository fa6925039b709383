/** Public hueso metrics (SPEC.md sections 3 and 7): entries need only `total`. */
import { count, z } from '@hueso/contract/common';

export const metricsEntrySchema = z.object({ fecha: z.optional(z.string()), total: count });
export type MetricsEntry = z.infer<typeof metricsEntrySchema>;
export const metricsResponseSchema = z.object({
  dia: z.array(metricsEntrySchema),
  semana: z.array(metricsEntrySchema),
  mes: z.array(metricsEntrySchema),
  quemado: count,
});
export type MetricsResponse = z.infer<typeof metricsResponseSchema>;
