import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { messages } from '../shared/messages';
import type { Config } from './config';
import { systemClock, type Clock } from './clock';
import type { DatabaseHandle } from './db/client';
import { createMailer } from './mail/mailer';
import { createFileStore } from './files/fileStore';
import { attachRealtime } from './realtime/realtime';
import { createTokenSigner } from './modules/session/tokens';
import { createAuthenticator, loadCaller } from './modules/session/authenticate';
import { registerModules } from './modules';
import { installErrorHandling } from './http/errorHandler';
import { apiPrefix } from './http/route';
import { buildOpenApiDocument } from './http/openapi';
import { registerWebApp } from './http/webApp';
import type { Deps } from './deps';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  jwtSecret: string;
  clock?: Clock;
  /**
   * Whether the database has been reached, migrated and seeded since the start; until then the
   * server listens, reports itself not ready and answers the API with 503. Ready unless given.
   */
  databaseReady?: () => boolean;
}

/** How long readiness waits for the database to answer before reporting it away. */
const readinessTimeoutMs = 2_000;

/** The whole server on one port: API, OpenAPI, socket.io and the built web app. */
export async function buildApp({
  config,
  database,
  jwtSecret,
  clock = systemClock,
  databaseReady = () => true,
}: BuildOptions) {
  const app: FastifyInstance = Fastify({
    logger: { level: config.LOG_LEVEL },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
    trustProxy: config.TRUST_PROXY === 'on',
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: { fileSize: 5_000_000, files: 10, fields: 100 } });
  await app.register(rateLimit, {
    global: true,
    max: 1200,
    timeWindow: '1 minute',
    // The limit guards the API; the web app's own files (a page load fetches dozens) never count,
    // so that people sharing an address cannot lock each other out of the app itself.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () => ({
      statusCode: 429,
      status: false,
      message: messages.session.tooManyRequests,
    }),
  });
  installErrorHandling(app);
  app.addHook('onRequest', async (request, reply) => {
    if (databaseReady() || !request.url.startsWith(`${apiPrefix}/`)) return;
    return reply.code(503).send({ status: false, message: messages.http.databaseUnavailable });
  });

  const tokens = createTokenSigner(jwtSecret, config.ACCESS_TOKEN_MINUTES, clock);
  const authenticate = createAuthenticator(database.db, tokens, clock);
  const realtime = attachRealtime(app, {
    redisUrl: config.REDIS_URL,
    authenticateToken: async (token) => {
      const claims = await tokens.verify(token);
      return claims ? loadCaller(database.db, claims.userId, claims.sessionId, clock.now()) : null;
    },
  });
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  // One file store: what the app stores, a mail naming it as an attachment is delivered with.
  const files = await createFileStore(config);
  const deps: Deps = {
    config,
    db: database.db,
    clock,
    mail: createMailer(database.db, {
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log: app.log,
      files,
    }),
    files,
    tokens,
    realtime,
    authenticate,
    log: app.log,
    publicUrl,
  };

  // The document is built from zod's JSON Schema output, which openapi-types cannot describe statically.
  const document = buildOpenApiDocument() as unknown as NonNullable<StaticDocumentSpec['document']>;
  await app.register(swagger, { mode: 'static', specification: { document } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Liveness: the process answers (restart it if not). Readiness: it can serve requests, which
  // needs its database; a load balancer sends traffic only while this answers 200.
  app.get('/livez', async () => ({ status: true }));
  app.get('/healthz', async (_request, reply) => {
    if (databaseReady() && (await database.ping(readinessTimeoutMs))) {
      return { status: true, database: database.kind };
    }
    return reply
      .code(503)
      .send({ status: false, database: database.kind, message: messages.http.databaseUnavailable });
  });
  registerModules(app, deps);

  const hasWebApp = await registerWebApp(app, config.STATIC_DIR);
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes get the app; a missing asset (a path with a file extension) gets a 404.
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' &&
      !path.startsWith('/api') &&
      !path.startsWith('/socket.io') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (isPage && hasWebApp) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ status: false, message: messages.http.notFound });
  });

  app.addHook('onClose', async () => {
    await realtime.close();
  });
  return { app, deps, apiPrefix };
}
