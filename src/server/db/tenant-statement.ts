import type pg from 'pg';
import { Statement } from './statement';

/**
 * A statement that runs with the tenant set for its own transaction, in one round trip.
 *
 * Before the statement's own Parse/Bind/Execute it sends the Bind/Execute of
 * `set_config('app.company_id', $1, true)`, and one Sync ends both. PostgreSQL runs everything
 * before a Sync in one transaction (an implicit one, or the caller's BEGIN … COMMIT), so the setting
 * is local to the statement's transaction: it is gone when the transaction ends and a pooled
 * connection never carries one request's company into another's. A separate BEGIN, set_config and
 * COMMIT per statement would cost three round trips where this costs one.
 */
const SET_TENANT = 'arbour_set_tenant';
const SET_TENANT_SQL = "select set_config('app.company_id', $1, true)";

/** Statements that open or close a transaction: they take no setting (and one would fail in an aborted transaction). */
const TRANSACTION_CONTROL = /^\s*(begin|start\s+transaction|commit|end|rollback|abort|savepoint|release|set\s+transaction)\b/i;

export function isTransactionControl(text: unknown): boolean {
  return typeof text === 'string' && TRANSACTION_CONTROL.test(text);
}

// pg's Query does the wire protocol; its methods used here are not in its type declarations.
interface WireConnection {
  parse(config: { text: string; name: string; types: number[] }): void;
  bind(config: { portal: string; statement: string; values: unknown[] }): void;
  execute(config: { portal: string; rows: number }): void;
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
}

interface QueryInternals {
  name?: string;
  queryMode?: string;
  prepare(connection: WireConnection): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: WireConnection): void;
  handleError(error: Error, connection: WireConnection): void;
}

const Query = Statement as unknown as new (config: unknown, values?: unknown) => QueryInternals;

export class TenantStatement extends Query {
  /** The set_config's answer (a row, then its completion) has not come back yet. */
  private settingPending = false;
  private parsedSettingHere = false;

  constructor(
    config: unknown,
    values: unknown,
    private readonly companyId: string,
  ) {
    super(config, values);
    // A statement without parameters would otherwise go as a simple Query message, which ends the transaction itself.
    this.queryMode = 'extended';
  }

  override prepare(connection: WireConnection): void {
    if (connection.parsedStatements[SET_TENANT] === undefined && connection.submittedNamedStatements[SET_TENANT] === undefined) {
      connection.parse({ text: SET_TENANT_SQL, name: SET_TENANT, types: [] });
      // pg records a statement as parsed when the active query's name parses; this one is ours, so say so here.
      connection.submittedNamedStatements[SET_TENANT] = SET_TENANT_SQL;
      this.parsedSettingHere = true;
    }
    connection.bind({ portal: '', statement: SET_TENANT, values: [this.companyId] });
    connection.execute({ portal: '', rows: 0 });
    this.settingPending = true;
    super.prepare(connection);
  }

  override handleDataRow(message: unknown): void {
    if (this.settingPending) return;
    super.handleDataRow(message);
  }

  override handleCommandComplete(message: unknown, connection: WireConnection): void {
    if (this.settingPending) {
      this.settingPending = false;
      return;
    }
    super.handleCommandComplete(message, connection);
  }

  override handleError(error: Error, connection: WireConnection): void {
    // The setting failed (its Parse with it, if this batch carried one): parse it again next time.
    if (this.settingPending && this.parsedSettingHere) delete connection.submittedNamedStatements[SET_TENANT];
    super.handleError(error, connection);
  }
}

/**
 * Prepares the setting's statement on a new connection before it is handed out, so a statement's
 * batch carries no second Parse (pg would take the first's completion for the second's). It runs in
 * its own implicit transaction, so the empty value it sets is gone at once.
 */
export async function prepareTenantSetting(client: pg.ClientBase): Promise<void> {
  await client.query({ name: SET_TENANT, text: SET_TENANT_SQL, values: [''] });
}
