import type { Role } from '../shared/constants/roles';
import type { CompanyRow } from './db/schema/companies';
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
    /** The origin the caller used ("https://acme.example.com"), for links in the emails a request queues. */
    portalUrl: string;
  };
}
