import { metricsResponseSchema, type MetricsResponse } from '@hueso/contract/metrics';
import { baseApi } from '@hueso/shared/query';

export const metricsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /metrics/hueso?user=<nombre>: public, sent without the session. */
    getMetrics: build.query<MetricsResponse, string>({
      query: (user) => ({
        schema: metricsResponseSchema,
        method: 'GET',
        url: '/metrics/hueso',
        params: user ? { user } : {},
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetMetricsQuery } = metricsApi;
