import { OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { AppEnv } from './app-env';
import { createAuth } from './auth/auth';
import { documentAuthRoutes } from './auth/auth.openapi';
import { authRoutes } from './auth/auth.routes';
import { pageRequestEnv, sessionMiddleware, tenantMiddleware } from './auth/middleware';
import type { AppConfig } from './config';
import { DatabaseIncidents, type Ping } from './db/availability';
import type { Database } from './db/client';
import { activityRoutes } from './features/activity/activity.routes';
import { aftercareRoutes } from './features/aftercare/aftercare.routes';
import { bankDetailsRoutes } from './features/bank-details/bank-details.routes';
import { checklistRoutes } from './features/checklist/checklist.routes';
import { configuratorRoutes } from './features/configurator/configurator.routes';
import { contractRoutes } from './features/contracts/contracts.routes';
import { variationRoutes } from './features/variations/variations.routes';
import { customerRoutes } from './features/customers/customers.routes';
import { demoRoutes } from './features/demo/demo.routes';
import { demoSignIn } from './features/demo/demo.service';
import { diagramRoutes } from './features/diagrams/diagrams.routes';
import { documentRoutes } from './features/documents/documents.routes';
import { outboxRoutes } from './features/email/outbox.routes';
import { fileRoutes } from './features/files/files.routes';
import { galleryRoutes } from './features/gallery/gallery.routes';
import { siteDiaryRoutes } from './features/site-diary/site-diary.routes';
import { healthRoutes } from './features/health/health.routes';
import { messageRoutes } from './features/messages/messages.routes';
import { noteRoutes } from './features/notes/notes.routes';
import { paymentReminderRoutes } from './features/payment-reminders/payment-reminders.routes';
import { paymentRoutes } from './features/payments/payments.routes';
import { projectRoutes } from './features/projects/projects.routes';
import { supportTicketRoutes } from './features/support-tickets/support-tickets.routes';
import { teamRoutes } from './features/teams/teams.routes';
import { availabilityRoutes } from './features/availability/availability.routes';
import { installationRoutes } from './features/installations/installations.routes';
import { invitationRoutes } from './features/invitations/invitations.routes';
import { leadRoutes } from './features/leads/leads.routes';
import { clientErrorRoutes } from './features/client-errors/client-errors.routes';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import { schedulingRoutes } from './features/scheduling/scheduling.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { siteContentRoutes } from './features/site-content/site-content.routes';
import { staffDashboardRoutes } from './features/staff-dashboard/staff-dashboard.routes';
import { taskRoutes } from './features/tasks/tasks.routes';
import { tenantRoutes } from './features/tenants/tenants.routes';
import { userRoutes } from './features/users/users.routes';
import { reportRoutes } from './features/reports/reports.routes';
import { createErrorHandler, routeNotFound } from './lib/http-errors';
import type { Logger } from './lib/logger';
import type { Metrics } from './lib/metrics';
import type { Tracing } from './lib/tracing';
import { companyOrigin } from './lib/company-origin';
import { devPageRoutes, type DevServer } from './pages/dev-pages';
import { originCheck } from './lib/origin-check';
import { requestBodyLimit } from './lib/request-body-limit';
import { requestLog } from './lib/request-log';
import { setResponseHeader, varyOnAcceptEncoding } from './lib/response-headers';
import { securityHeaders } from './lib/security-headers';
import { serverTiming } from './lib/server-timing';
import { createServerLifecycle, type ServerLifecycle } from './lib/server-lifecycle';
import { spaRoutes } from './pages/spa';
import type { ApiRequest } from './pages/page-response';
import { createFileStorage } from './lib/storage/file-storage';

export interface AppDeps {
  db: Database;
  config: AppConfig;
  logger: Logger;
  /** The database check behind readiness: on a connection of its own in the server (`createPing`). */
  ping?: Ping;
  lifecycle?: ServerLifecycle;
  /** `npm run dev`: pages rendered from the sources through Vite (src/server/dev-server.ts) instead of a build. */
  devServer?: DevServer;
  /** Prometheus metrics (METRICS_PORT); without them nothing is measured. */
  metrics?: Metrics;
  /** OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT); without them no span is made. */
  tracing?: Tracing;
}

/**
 * Middleware order matters: ids and logs first, then headers every response
 * carries, then the tenant (from the host), the session (from the cookie),
 * and only then the feature routes, which check role and ownership themselves.
 */
export function createApp({ db, config, logger, ping = pingThrough(db), lifecycle = createServerLifecycle(), devServer, metrics, tracing }: AppDeps) {
  const auth = createAuth(db, config, logger);
  const storage = createFileStorage(config.storage);
  const files = { storage, uploadMaxBytes: config.uploadMaxBytes };
  const app = new OpenAPIHono<AppEnv>();

  app.use('*', requestId());
  if (tracing) app.use('*', tracing.httpMiddleware());
  app.use('*', requestLog(logger));
  if (metrics) app.use('*', metrics.httpMiddleware());
  app.use('/api/*', serverTiming());
  app.use('*', securityHeaders(config, devServer?.csp));
  app.use('*', compress());
  app.use('*', varyOnAcceptEncoding());
  app.onError(createErrorHandler(new DatabaseIncidents(logger, ping)));

  app.route('/', healthRoutes({ ping, lifecycle }));

  app.use('/api/*', requestBodyLimit(config.bodyLimitBytes));
  app.use('/api/*', async (c, next) => {
    await next();
    // A route that says how it may be cached keeps it (the company logo, versioned by its URL).
    if (!c.res.headers.has('Cache-Control')) setResponseHeader(c, 'Cache-Control', 'no-store');
  });
  app.use('/api/*', originCheck(config));
  app.use('*', tenantMiddleware(db, config, auth));
  app.use('/api/*', async (c, next) => {
    // Links in emails come from the company's configured origin, never the Host the caller sent.
    c.set('portalUrl', companyOrigin(config, c.get('tenant')));
    await next();
  });
  // Demo mode signs a sample account in to the browser's own copy of the demo company.
  app.route('/', authRoutes(auth, config, { beforeSignIn: (input) => demoSignIn(db, config, input) }));
  app.use('/api/*', sessionMiddleware(auth, db));

  const api = new OpenAPIHono<AppEnv>()
    .route('/', tenantRoutes())
    .route('/', demoRoutes(config))
    .route('/', userRoutes(db))
    .route('/', projectRoutes(db))
    .route('/', paymentRoutes(db))
    .route('/', paymentReminderRoutes(db))
    .route('/', bankDetailsRoutes(db))
    .route('/', contractRoutes(db, config))
    .route('/', variationRoutes(db, config, files))
    .route('/', customerRoutes(db))
    .route('/', noteRoutes(db))
    .route('/', checklistRoutes(db))
    .route('/', supportTicketRoutes(db))
    .route('/', messageRoutes(db))
    .route('/', activityRoutes(db))
    .route('/', aftercareRoutes(db, files))
    .route('/', teamRoutes(db))
    .route('/', staffDashboardRoutes(db))
    .route('/', installationRoutes(db))
    .route('/', taskRoutes(db))
    .route('/', invitationRoutes(db))
    .route('/', onboardingRoutes(db))
    .route('/', schedulingRoutes(db))
    .route('/', reportRoutes(db))
    .route('/', availabilityRoutes(db))
    .route('/', settingsRoutes(db, files))
    .route('/', siteContentRoutes(db))
    .route('/', outboxRoutes(db, auth, config))
    .route('/', documentRoutes(db, files))
    .route('/', diagramRoutes(db, files))
    .route('/', configuratorRoutes(db))
    .route('/', leadRoutes(db, config))
    .route('/', galleryRoutes(db, files))
    .route('/', siteDiaryRoutes(db, files))
    .route('/', fileRoutes(db, storage))
    .route('/', clientErrorRoutes(db, config, metrics));
  app.route('/', api);

  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
  });
  documentAuthRoutes(app);
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Arbour API', version: '1.0.0', description: 'Every route of the Arbour API. Routes with `security: []` are public.' },
  });

  app.all('/api/*', routeNotFound);

  const apiRequest: ApiRequest = (path, headers, page) => Promise.resolve(app.request(path, { headers }, page ? pageRequestEnv(page) : undefined));
  if (devServer) app.route('/', devPageRoutes(devServer, { db, config, apiRequest }));
  else if (config.clientDir) app.route('/', spaRoutes(config.clientDir, { db, config, apiRequest }));
  return { app, auth };
}

export type App = ReturnType<typeof createApp>['app'];

/** Readiness through the app's own pool, for a test app; the server checks on a connection of its own. */
function pingThrough(db: Database): Ping {
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the database did not answer within a second')), 1_000);
    });
    try {
      await Promise.race([db.execute(sql`select 1`), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}
