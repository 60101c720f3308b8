/**
 * One statement followed from being sent on its connection to its end, for tracing
 * (`lib/tracing-sdk.ts`). Made when the statement is made, in the code that asked for it, so it
 * belongs to that code's span even though its answer arrives in another context.
 */
export interface StatementTrace {
  sent(): void;
  /** Its answer came (or the error that ended it); called once or more, only the first counts. */
  ended(error?: Error): void;
}

export type StatementTracer = (text: string | undefined) => StatementTrace | undefined;

/**
 * Set only while traces are exported (OTEL_EXPORTER_OTLP_ENDPOINT): otherwise a statement pays for
 * reading one unset variable.
 */
export let statementTracer: StatementTracer | undefined;

export function traceStatementsWith(tracer: StatementTracer | undefined): void {
  statementTracer = tracer;
}
