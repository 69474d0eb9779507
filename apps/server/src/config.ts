import { RECYCLE_BIN_DAYS } from '@backoffice/domain/recycle-bin';
import path from 'node:path';
import { z } from 'zod';

const splitList = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting of the server, read from the environment in one place (see README). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DEMO_DATA: bool.default(true),
  ADMIN_EMAIL: z.string().email().default('admin@backoffice.local'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(120),
  COOKIE_SECURE: bool.default(false),
  LOGIN_URL: z.string().default('/#/login'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().positive().default(15),
  SUPPORT_URL: z.string().default('mailto:suporte@backoffice.local'),
  // The SPA's own cookie page (features/cookies): the back-office sets only its session cookie.
  COOKIES_URL: z.string().default('/#/cookies'),
  BLOG_URL: z.string().default('https://blog.backoffice.local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().default('false'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .refine((v) => splitList(v).every((o) => /^https?:\/\/[^/\s]+$/.test(o)), 'a comma-separated list of origins such as https://portal.example.com'),
  GRAPHQL_INTROSPECTION: bool.default(false),
  USER_MANAGER_IDS: z
    .string()
    .default('')
    .refine(
      (v) =>
        v
          .split(',')
          .filter((x) => x.trim())
          .every((x) => /^\d+$/.test(x.trim())),
      'a comma-separated list of user ids',
    )
    .refine((v) => v.split(',').filter((x) => x.trim()).length <= 2, 'at most two user ids'),
  S3_BUCKET: z.string().default(''),
  S3_ENDPOINT: z.union([z.literal(''), z.string().url()]).default(''),
  S3_REGION: z.string().default(''),
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  S3_FORCE_PATH_STYLE: z.union([z.literal(''), bool]).default(''),
  S3_PREFIX: z.string().default(''),
  VIDEO_PLATFORM_URL: z.union([z.literal(''), z.string().url()]).default(''),
  VIDEO_PLATFORM_KEY: z.string().default(''),
  VIDEO_PLATFORM_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  RECYCLE_BIN_DAYS: z.coerce.number().int().min(1).max(3650).default(RECYCLE_BIN_DAYS),
  ANALYTICS_ANONYMOUS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(20),
  SCORM_MAX_MB: z.coerce.number().positive().default(200),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // Long enough that guessing is out of reach; compared in constant time (metrics-endpoint.ts).
  METRICS_TOKEN: z.union([z.literal(''), z.string().min(16, 'at least 16 characters')]).default(''),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.union([z.literal(''), z.string().url()]).default(''),
  SCORM_CONTENT_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  SCORM_CONTENT_ORIGIN: z
    .string()
    .default('')
    .refine((v) => v === '' || /^https?:\/\/[^/\s]+$/.test(v), 'an origin such as https://scorm.example-content.com (scheme, host and port only)'),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().max(3600).default(10),
});

/**
 * Whose X-Forwarded-For to believe: nobody by default (a client could otherwise pick the address
 * the login throttle counts), `true` for every hop, or a list of proxy addresses/CIDRs.
 */
function parseTrustProxy(value: string): boolean | string[] {
  if (['false', '0', 'no', ''].includes(value)) return false;
  if (['true', '1', 'yes'].includes(value)) return true;
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demoData: e.DEMO_DATA && !argv.includes('--no-demo'),
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    session: { ttlMs: e.SESSION_TTL_HOURS * 3600_000, idleMs: e.SESSION_IDLE_MINUTES * 60_000, secureCookie: e.COOKIE_SECURE },
    login: { url: e.LOGIN_URL, maxFailures: e.LOGIN_MAX_FAILURES, lockMs: e.LOGIN_LOCK_MINUTES * 60_000 },
    links: { support: e.SUPPORT_URL, cookies: e.COOKIES_URL, blog: e.BLOG_URL },
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    /** Other origins (the platform's front office) allowed to call the API from a browser; none by default. */
    corsOrigins: splitList(e.CORS_ORIGINS),
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION,
    /** Administrators (besides super administrators) who may create users and log in as them. */
    userManagerIds: e.USER_MANAGER_IDS.split(',')
      .filter((x) => x.trim())
      .map(Number),
    /** Uploaded files go to this S3(-compatible) bucket when S3_BUCKET is set, else to DATA_DIR/files. */
    s3: e.S3_BUCKET.trim()
      ? {
          bucket: e.S3_BUCKET.trim(),
          endpoint: e.S3_ENDPOINT || undefined,
          region: e.S3_REGION || 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '' ? Boolean(e.S3_ENDPOINT) : e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX || undefined,
        }
      : undefined,
    /** The external video platform (its HTTP API) when VIDEO_PLATFORM_URL is set, else the built-in library. */
    videoPlatform: {
      url: e.VIDEO_PLATFORM_URL.trim() || undefined,
      key: e.VIDEO_PLATFORM_KEY,
      timeoutMs: e.VIDEO_PLATFORM_TIMEOUT_MS,
    },
    /** Requests per minute to the analytics ingestion per user, and per address when anonymous (lower). */
    analytics: { rateLimitPerMinute: e.ANALYTICS_RATE_LIMIT_PER_MINUTE, anonymousRateLimitPerMinute: e.ANALYTICS_ANONYMOUS_RATE_LIMIT_PER_MINUTE },
    /**
     * Prometheus metrics (GET /metrics): on a port of their own (METRICS_PORT, not to be exposed
     * beyond the monitoring network), and/or on the main port for a caller sending
     * 'Authorization: Bearer METRICS_TOKEN'. Off when neither is set.
     */
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN || undefined },
    /** Traces are sent over OTLP when set (the SDK reads the other OTEL_* variables itself). */
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT || undefined,
    /** Days a deleted record stays in the recycle bin ('Lixeira') before the daily purge. */
    recycleBinDays: e.RECYCLE_BIN_DAYS,
    /** Messages a participant may send to one room per minute (moderators are not counted). */
    chat: { messagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE },
    /** The largest SCORM package (zip) lms/course_upload accepts. */
    scorm: {
      maxBytes: Math.round(e.SCORM_MAX_MB * 1024 * 1024),
      /**
       * The content origin's listener, where the preview's player and packages are served (never
       * the API): PORT + 1 unless told; 0 picks a free port, as PORT 0 does.
       */
      contentPort: e.SCORM_CONTENT_PORT ?? (e.PORT === 0 ? 0 : e.PORT + 1),
      /** Its public address when a proxy maps it (a host of its own); else the back-office's host on contentPort. */
      contentOrigin: e.SCORM_CONTENT_ORIGIN || undefined,
    },
    /** On SIGTERM, how long requests in flight may take to finish before their connections are cut. */
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE_SECONDS * 1000),
  };
}
