import type { Kind, MatrixWorld, Target } from './world';
import { mayCall, type PersonaInfo, type Rule, type TenantKey } from './personas';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Everything a cell's request may be built from. */
export interface CellContext {
  world: MatrixWorld;
  persona: PersonaInfo;
  host: TenantKey;
  target?: Target;
  /** Unique per cell, for fields that must not repeat (a new customer's email). */
  unique: string;
}

/** One operation's row of the table: who may call it, what its parameters point at, and a valid request. */
export interface Access {
  who: Rule;
  /** What the path parameter (or, with `bodyTarget`, a body field) names. */
  target?: Kind;
  query?: string | ((ctx: CellContext) => string);
  /**
   * The target travels in this body field rather than the path. Another company's object named
   * there is refused as invalid input on that field (400 naming it), like an id that does not
   * exist, which counts as a refusal.
   */
  bodyTarget?: string;
  /** A valid JSON body, so a refusal is the authorisation's and not the validator's. */
  body?: (ctx: CellContext) => unknown;
  /** A valid multipart body, for uploads. */
  form?: (ctx: CellContext) => FormData;
  /** Statuses that also count as allowed for a read, with the reason in the table. */
  alsoAllowed?: number[];
  /** The company's own public text (published photos, its name) may be shown to anyone on its host. */
  showsCompanyText?: boolean;
  /** Calls it on a session made for the cell alone, as it ends or changes the caller's session. */
  ownSession?: boolean;
}

export interface Operation {
  method: Method;
  /** As the OpenAPI document writes it: `/api/projects/{id}`. */
  path: string;
}

export interface Cell {
  op: Operation;
  access: Access;
  persona: PersonaInfo;
  host: TenantKey;
  target?: Target;
  allowed: boolean;
}

export const operationKey = (op: Operation) => `${op.method} ${op.path}`;

/** Every (caller, host, target) combination of one operation. */
export function cellsOf(op: Operation, access: Access, world: MatrixWorld, personas: readonly PersonaInfo[]): Cell[] {
  const targets: (Target | undefined)[] = access.target ? world.targets[access.target] : [undefined];
  if (!targets || targets.length === 0) throw new Error(`no ${access.target} objects in the world for ${operationKey(op)}`);
  const cells: Cell[] = [];
  for (const persona of personas) {
    for (const host of ['A', 'B'] as const) {
      for (const target of targets) {
        cells.push({ op, access, persona, host, target, allowed: mayCall(access.who, persona, host, target) });
      }
    }
  }
  return cells;
}

/** The operation's path with its one parameter set to the target. */
export function concretePath(op: Operation, target: Target | undefined): string {
  const path = op.path.replace(/\{[^}]+\}/g, () => {
    if (!target) throw new Error(`${operationKey(op)} has a path parameter but no target kind in the table`);
    return encodeURIComponent(target.id);
  });
  return path;
}

export const describeCell = (cell: Cell) =>
  `${operationKey(cell.op)} as ${cell.persona.key} on host ${cell.host}${cell.target ? ` → ${cell.target.party}'s object` : ''}`;

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  });
  await Promise.all(workers);
}
