import type { Role } from '../../../src/shared/constants/roles';

/** Who owns an object: one of the three customers, or one of the two companies as a whole. */
export type Party = 'A1' | 'A2' | 'B1' | 'A' | 'B';
export type TenantKey = 'A' | 'B';

export type Persona = 'anonymous' | 'customerA1' | 'customerA2' | 'staffA' | 'adminA' | 'customerB1' | 'staffB';

export interface PersonaInfo {
  key: Persona;
  email?: string;
  role?: Role;
  tenant?: TenantKey;
  /** The customer's own party. */
  party?: Party;
}

/** The callers of the matrix, as tests/factories/world.ts makes them. */
export const PERSONAS: readonly PersonaInfo[] = [
  { key: 'anonymous' },
  { key: 'customerA1', email: 'a1@example.test', role: 'customer', tenant: 'A', party: 'A1' },
  { key: 'customerA2', email: 'a2@example.test', role: 'customer', tenant: 'A', party: 'A2' },
  { key: 'staffA', email: 'staff-a@example.test', role: 'staff', tenant: 'A' },
  { key: 'adminA', email: 'admin-a@example.test', role: 'admin', tenant: 'A' },
  { key: 'customerB1', email: 'b1@example.test', role: 'customer', tenant: 'B', party: 'B1' },
  { key: 'staffB', email: 'staff-b@example.test', role: 'staff', tenant: 'B' },
];

export const tenantOfParty = (party: Party): TenantKey => (party.startsWith('A') ? 'A' : 'B');

/**
 * Who may call an operation:
 * - `public`: anyone, signed in or not;
 * - `signedIn`: anyone signed in to the company;
 * - `customer`: customers only (about themselves: their own project, their own ticket);
 * - `own`: the customer who owns the target, and no one else (not even staff: signing, approving);
 * - `ownOrStaff`: the customer who owns the target, and the company's staff and admins;
 * - `staff`: the company's staff and admins;
 * - `admin`: the company's admins;
 * - `creator`: the staff member who made the target (their own free time);
 * - `noForeignSession`: anyone but a caller whose session belongs to another company (signing out).
 * In every case the target must belong to the company whose host is called: a session or an
 * object of another company counts for nothing there.
 */
export type Rule = 'public' | 'signedIn' | 'customer' | 'own' | 'ownOrStaff' | 'staff' | 'admin' | 'creator' | 'noForeignSession';

/** The session a persona really has on a host: none on another company's host. */
export function effectivePersona(persona: PersonaInfo, host: TenantKey): PersonaInfo {
  return persona.tenant === host ? persona : PERSONAS[0]!;
}

export function mayCall(rule: Rule, persona: PersonaInfo, host: TenantKey, target?: { party: Party; creator?: Persona }): boolean {
  if (target && tenantOfParty(target.party) !== host) return false;
  const actor = effectivePersona(persona, host);
  const isStaff = actor.role === 'staff' || actor.role === 'admin';
  const owns = target !== undefined && actor.party === target.party;
  switch (rule) {
    case 'public':
      return true;
    case 'signedIn':
      return actor.role !== undefined;
    case 'customer':
      return actor.role === 'customer' && (target === undefined || owns || target.party === host);
    case 'own':
      return actor.role === 'customer' && owns;
    case 'ownOrStaff':
      return isStaff || (actor.role === 'customer' && owns);
    case 'staff':
      return isStaff;
    case 'admin':
      return actor.role === 'admin';
    case 'creator':
      return target?.creator === actor.key;
    case 'noForeignSession':
      return persona.tenant === undefined || persona.tenant === host;
  }
}

/**
 * The parties whose data a persona may read on a host: a customer their own, staff their
 * whole company, anyone the public site. Text of every other party must never reach them.
 */
export function visibleParties(persona: PersonaInfo, host: TenantKey): Party[] {
  const actor = effectivePersona(persona, host);
  if (actor.role === 'customer') return [actor.party!];
  if (actor.role === 'staff' || actor.role === 'admin') return host === 'A' ? ['A', 'A1', 'A2'] : ['B', 'B1'];
  return [];
}
