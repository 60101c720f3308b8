import type { Role } from '../shared/constants/roles';
import type { CompanyRow } from './db/schema/companies';
import type { SessionRead } from './auth/session-fast-path';
import type { Logger } from './lib/logger';

/** Who is making the request, as every service sees it. */
export interface Actor {
  userId: string;
  name: string;
  email: string;
  role: Role;
  companyId: string;
  isFirstLogin: boolean;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    tenant: CompanyRow;
    actor: Actor | null;
    /** The session cookie as the tenant middleware read it (with the company), for the session middleware. */
    session: SessionRead | undefined;
    /** The cookie names a live session of another company (`findCompanyWithSession`). */
    foreignSession: boolean | undefined;
    /** The company's configured origin ("https://acme.arbour.app", lib/company-origin.ts), for links in the emails a request queues. */
    portalUrl: string;
    /** The request's trace id, while traces are exported and this one is kept (lib/tracing-sdk.ts), for its log line. */
    traceId: string | undefined;
  };
}
