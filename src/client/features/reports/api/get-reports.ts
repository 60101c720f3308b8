import { queryOptions, useQuery } from '@tanstack/react-query';
import { zCashFlow, zPipeline, type CashFlow, type Pipeline } from '@/shared/schemas/reports';
import { api } from '@/client/lib/api-client';

export const CASH_FLOW_WEEKS = 12;

export function getCashFlow(weeks: number, signal?: AbortSignal): Promise<CashFlow> {
  return api.get(`/api/reports/cash-flow?weeks=${weeks}`, zCashFlow, signal);
}

export function cashFlowQueryOptions(weeks = CASH_FLOW_WEEKS) {
  return queryOptions({ queryKey: ['reports', 'cash-flow', weeks] as const, queryFn: ({ signal }) => getCashFlow(weeks, signal) });
}

export function useCashFlow(weeks = CASH_FLOW_WEEKS) {
  return useQuery(cashFlowQueryOptions(weeks));
}

export function getPipeline(signal?: AbortSignal): Promise<Pipeline> {
  return api.get('/api/reports/pipeline', zPipeline, signal);
}

export function pipelineQueryOptions() {
  return queryOptions({ queryKey: ['reports', 'pipeline'] as const, queryFn: ({ signal }) => getPipeline(signal) });
}

export function usePipeline() {
  return useQuery(pipelineQueryOptions());
}
