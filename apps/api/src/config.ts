import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  DEPOSIT_MIN_KS,
  MAX_PENDING_DEPOSITS,
  MAX_TRANSACTION_KS,
  WITHDRAW_MIN_KS,
} from '@zeya/contract/constants';
import { z } from 'zod';
import { isEveryAddress, parseAddressList, tooBroadForProxies } from './platform/http/addresses';

const minutes = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);

/** `https://a.example,https://b.example`: each an origin (scheme, host, port), nothing after it. */
const originList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim().replace(/\/+$/, ''))
      .filter(Boolean);
    for (const entry of entries)
      if (!URL.canParse(entry) || new URL(entry).origin !== entry)
        ctx.addIssue({ code: 'custom', message: `${entry} is not an origin like https://app.example` });
    return entries;
  });

/** A key that seals the aggregator's member passwords: 32 bytes in base64. */
const isPasswordKey = (text: string) => Buffer.from(text, 'base64').length === 32;

/** Keys that sealed the aggregator's member passwords before the current one, comma-separated; never echoed. */
const passwordKeyList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const keys = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (!keys.every(isPasswordKey))
      ctx.addIssue({ code: 'custom', message: 'each must be 32 bytes in base64 (openssl rand -base64 32)' });
    return keys;
  });

/** on | off, or unset: the default decided with the rest of the environment (see `demoSwitches`). */
const onOff = z
  .enum(['on', 'off', ''])
  .optional()
  .transform((value) => value || undefined);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optionalText,
    CORS_ORIGINS: originList,
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => trustedProxies(value, ctx)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(16, 'at least 16 characters: openssl rand -hex 32').optional(),
    ),
    DATABASE_URL: optionalText,
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    DATA_DIR: z.string().default('./data'),
    FAKE_NOW: optionalText.pipe(z.iso.datetime({ offset: true }).optional()),
    TEST_CLOCK_CONTROL: onOff,
    ADMIN_USER_NAME: optionalText,
    ADMIN_PASSWORD: optionalText,
    SECOND_ADMIN_USER_NAME: optionalText,
    SECOND_ADMIN_PASSWORD: optionalText,
    STAFF_SECOND_FACTOR: z
      .enum(['required', 'optional', ''])
      .optional()
      .transform((value) => value || undefined),
    STEP_UP_MINUTES: z.coerce.number().positive().max(60).default(5),
    STAFF_PROBATION_DAYS: z.coerce.number().min(0).default(7),
    STAFF_LINK_HOURS: z.coerce.number().positive().max(168).default(24),
    SMS_GATEWAY_URL: optionalText.pipe(z.url().optional()),
    SMS_GATEWAY_TOKEN: optionalText,
    SMS_SENDER: z.string().default('Zeya'),
    SMS_OUTBOX: onOff,
    PASSWORD_RESET_CODE_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
    PASSWORD_RESET_RESEND_SECONDS: z.coerce.number().int().min(0).default(60),
    SESSION_IDLE_MINUTES: minutes(60 * 24 * 30),
    CONSOLE_SESSION_IDLE_MINUTES: minutes(30),
    GAME_LAUNCH_MINUTES: z.coerce.number().positive().max(30).default(3),
    LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
    LOGIN_FAILURE_WINDOW_MINUTES: minutes(15),
    LOGIN_LOCK_MINUTES: minutes(15),
    LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().positive().default(10),
    LOGIN_CHALLENGE_WORK: z.coerce.number().int().min(2).max(100_000).default(150),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    PASSWORD_CHECKS_PER_ADDRESS: z.coerce.number().int().positive().default(4),
    EVENT_STREAMS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
    EVENT_STREAMS_PER_USER: z.coerce.number().int().positive().default(5),
    ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(65536),
    ARGON2_PASSES: z.coerce.number().int().min(1).default(3),
    ARGON2_MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(4),
    MAX_TRANSACTION_KS: z.coerce.number().positive().max(1_000_000_000_000).default(MAX_TRANSACTION_KS),
    DEMO_VIDEO_URL: optionalText,
    DEPOSIT_MIN_KS: z.coerce.number().positive().default(DEPOSIT_MIN_KS),
    WITHDRAW_MIN_KS: z.coerce.number().positive().default(WITHDRAW_MIN_KS),
    MAX_PENDING_DEPOSITS: z.coerce.number().int().positive().default(MAX_PENDING_DEPOSITS),
    WITHDRAW_FREEZE_HOURS: z.coerce.number().min(0).default(24),
    DIGITBET_DIGIT_PAYOUT: z.coerce.number().positive().max(10).default(9),
    DIGITBET_BIG_SMALL_PAYOUT: z.coerce.number().positive().max(2).default(1.95),
    RECEIPT_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(5 * 1024 * 1024),
    UPLOAD_IMAGE_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(2 * 1024 * 1024),
    UPLOAD_VIDEO_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(50 * 1024 * 1024),
    APP_DOWNLOAD_URL: z.string().default('/storage/app/zeya-latest.apk'),
    MINI_GAME_LINKS: z.string().default('Digit Bet|/digitbet,Shan Koe Mee|/shan'),
    PROVIDER_REQUEST_MAX_AGE_SECONDS: z.coerce.number().int().positive().default(300),
    GSCPLUS_API_URL: optionalText.pipe(z.url().optional()),
    GSCPLUS_OPERATOR_CODE: optionalText,
    GSCPLUS_SECRET_KEY: optionalText,
    GSCPLUS_ALLOWED_IPS: optionalText,
    GSCPLUS_PASSWORD_KEY: optionalText,
    GSCPLUS_PASSWORD_KEY_PREVIOUS: passwordKeyList,
    GSCPLUS_REQUEST_TIME_READING: z.enum(['epoch', 'gmt8']).default('epoch'),
    GSCPLUS_REVIEW_CREDIT_ABOVE_KS: z.coerce.number().positive().default(1_000_000),
    GSCPLUS_OPERATOR_BALANCE_WARN_BELOW_KS: z.coerce.number().nonnegative().default(5_000_000),
    GSCPLUS_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().nonnegative().default(60),
    GSCPLUS_RECONCILE_LAG_SECONDS: z.coerce.number().int().nonnegative().default(600),
    GSCPLUS_CHANNEL_CODE: z.string().default('gscp'),
    SHAN_API_URL: optionalText.pipe(z.url().optional()),
    SHAN_AGENT_CODE: optionalText,
    SHAN_SECRET_KEY: optionalText,
    SHAN_CALLBACK_KEY: optionalText,
    SHAN_OPERATOR_CODE: z.string().default('a3h1'),
    SHAN_PRODUCT_CODE: z.coerce.number().int().positive().default(100200),
    SHAN_GAME_TYPE: z.string().default('Shan'),
    SHAN_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().nonnegative().default(300),
    SHAN_RECONCILE_LAG_SECONDS: z.coerce.number().int().nonnegative().default(120),
    DEMO_AGGREGATOR: onOff,
    DEMO_SHAN: onOff,
    TWOD_FEED_URL: optionalText.pipe(z.url().optional()),
    TWOD_FEED_INTERVAL_MS: z.coerce.number().int().min(500).default(2_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') refuseInProduction(ctx, env);
    const allowed = parseAddressList(env.GSCPLUS_ALLOWED_IPS);
    if (allowed.invalid.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['GSCPLUS_ALLOWED_IPS'],
        message: `not addresses or CIDR blocks: ${allowed.invalid.join(', ')}`,
      });
    requireTogether(ctx, env, [
      'GSCPLUS_API_URL',
      'GSCPLUS_OPERATOR_CODE',
      'GSCPLUS_SECRET_KEY',
      'GSCPLUS_PASSWORD_KEY',
    ]);
    requireTogether(ctx, env, ['SHAN_API_URL', 'SHAN_AGENT_CODE', 'SHAN_SECRET_KEY']);
    requireTogether(ctx, env, ['SMS_GATEWAY_URL', 'SMS_GATEWAY_TOKEN']);
    requireTogether(ctx, env, ['SECOND_ADMIN_USER_NAME', 'SECOND_ADMIN_PASSWORD']);
    refuseDemoBesideReal(ctx, env);
    requireForTestClock(ctx, env);
    if (env.WORKERS > 1 && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message:
          'several workers share one PostgreSQL (DATABASE_URL): the embedded database opens in one process only',
      });
    if (env.GSCPLUS_PASSWORD_KEY && !isPasswordKey(env.GSCPLUS_PASSWORD_KEY))
      ctx.addIssue({
        code: 'custom',
        path: ['GSCPLUS_PASSWORD_KEY'],
        message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
      });
  });

/**
 * Whom X-Forwarded-For is believed from: nobody ('false', the default), the proxies listed (addresses or CIDR
 * blocks; in production none so wide that they are not proxies but a part of the internet, see tooBroadForProxies),
 * or anybody ('true', which lets any client choose its own address: refused in production).
 */
function trustedProxies(value: string, ctx: z.RefinementCtx): boolean | string[] {
  if (value === 'false' || value.trim() === '') return false;
  if (value === 'true') return true;
  const { entries, invalid } = parseAddressList(value);
  if (invalid.length > 0)
    ctx.addIssue({ code: 'custom', message: `not addresses or CIDR blocks: ${invalid.join(', ')}` });
  // Fastify's proxy check throws on a /0 block at start: said here, as every other wrong setting is.
  const everyone = entries.filter(isEveryAddress);
  if (everyone.length > 0)
    ctx.addIssue({
      code: 'custom',
      message: `${everyone.join(', ')} is every address: write true to trust everybody (refused in production)`,
    });
  return entries;
}

/** Settings that are fine on a laptop and dangerous facing players: production does not start with them. */
function refuseInProduction(
  ctx: z.RefinementCtx,
  env: { FAKE_NOW?: string | undefined } & Record<string, unknown>,
) {
  if (env.FAKE_NOW)
    ctx.addIssue({ code: 'custom', path: ['FAKE_NOW'], message: 'FAKE_NOW is refused in production' });
  if (env.TEST_CLOCK_CONTROL === 'on')
    ctx.addIssue({
      code: 'custom',
      path: ['TEST_CLOCK_CONTROL'],
      message: 'on is refused in production: it lets anyone move the clock that opens and closes draws',
    });
  if (env.TRUST_PROXY === true)
    ctx.addIssue({
      code: 'custom',
      path: ['TRUST_PROXY'],
      message: 'true is refused in production: list the proxies (addresses or CIDR blocks)',
    });
  const tooBroad = Array.isArray(env.TRUST_PROXY) && tooBroadForProxies(env.TRUST_PROXY as string[]);
  if (tooBroad)
    ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: `${tooBroad} (refused in production)` });
  if (env.STAFF_SECOND_FACTOR === 'optional')
    ctx.addIssue({
      code: 'custom',
      path: ['STAFF_SECOND_FACTOR'],
      message:
        'optional is refused in production: every console user and agent signs in with a second factor',
    });
  if (!env.PUBLIC_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        'needed in production: staff set-up links point at it, and passkeys are bound to its host (https://your.site)',
    });
  if (env.SMS_OUTBOX === 'on')
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_OUTBOX'],
      message:
        'on is refused in production: the outbox shows staff the codes meant for players; set SMS_GATEWAY_URL',
    });
  for (const key of ['DEMO_AGGREGATOR', 'DEMO_SHAN'])
    if (env[key] === 'on')
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `on is refused in production: the demo provider moves real balances with made-up games`,
      });
  if (env.GSCPLUS_API_URL && !env.GSCPLUS_ALLOWED_IPS)
    ctx.addIssue({
      code: 'custom',
      path: ['GSCPLUS_ALLOWED_IPS'],
      message: "needed in production with GSCPLUS_API_URL: the aggregator's callback addresses",
    });
}

/**
 * A demo provider switched on beside the real one would answer for it, and under several workers each would sign
 * with a key of its own: both said at start rather than found out later.
 */
function refuseDemoBesideReal(ctx: z.RefinementCtx, env: Record<string, unknown>) {
  const pairs = [
    ['DEMO_AGGREGATOR', 'GSCPLUS_API_URL'],
    ['DEMO_SHAN', 'SHAN_API_URL'],
  ] as const;
  for (const [demo, real] of pairs) {
    if (env[demo] === 'on' && env[real])
      ctx.addIssue({
        code: 'custom',
        path: [demo],
        message: `on is refused with ${real} set: use one or the other`,
      });
    if (env[demo] === 'on' && Number(env.WORKERS) > 1)
      ctx.addIssue({
        code: 'custom',
        path: [demo],
        message:
          'on is refused with WORKERS above 1: a demo provider keeps its keys and rounds in one process',
      });
  }
}

/**
 * Whether the in-process demo aggregator and demo Shan provider run: as set, or by default wherever the real provider
 * is not configured, outside production only (production refuses `on`, see `refuseInProduction`), in a single
 * process (their keys and rounds live in it).
 */
function demoSwitches(env: z.infer<typeof schema>) {
  const byDefault = (real: string | undefined) => env.NODE_ENV !== 'production' && env.WORKERS === 1 && !real;
  return {
    demoAggregator: env.DEMO_AGGREGATOR ? env.DEMO_AGGREGATOR === 'on' : byDefault(env.GSCPLUS_API_URL),
    demoShan: env.DEMO_SHAN ? env.DEMO_SHAN === 'on' : byDefault(env.SHAN_API_URL),
  };
}

/** A provider is configured by all of its settings or none: half a configuration is a mistake, said at start. */
function requireTogether(ctx: z.RefinementCtx, env: Record<string, unknown>, keys: string[]) {
  const missing = keys.filter((key) => !env[key]);
  if (missing.length > 0 && missing.length < keys.length)
    for (const key of missing)
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `needed with ${keys.filter((k) => env[k]).join(', ')}`,
      });
}

/**
 * The test clock control (browser tests move draws forward with it) moves the clock FAKE_NOW starts, in the one
 * process that answers: under several workers each has a clock of its own.
 */
function requireForTestClock(
  ctx: z.RefinementCtx,
  env: { TEST_CLOCK_CONTROL?: string; FAKE_NOW?: string; WORKERS: number },
) {
  if (env.TEST_CLOCK_CONTROL !== 'on') return;
  if (!env.FAKE_NOW)
    ctx.addIssue({
      code: 'custom',
      path: ['TEST_CLOCK_CONTROL'],
      message: 'on needs FAKE_NOW: the clock it moves',
    });
  if (env.WORKERS > 1)
    ctx.addIssue({
      code: 'custom',
      path: ['TEST_CLOCK_CONTROL'],
      message: 'on is refused with WORKERS above 1: each worker has a clock of its own',
    });
}

/**
 * Whether staff must have a second factor before doing anything (production always), and whether text messages go
 * to the development outbox: as set, else on outside production when no SMS gateway is configured.
 */
function staffSwitches(env: z.infer<typeof schema>) {
  const production = env.NODE_ENV === 'production';
  return {
    secondFactorRequired: production || env.STAFF_SECOND_FACTOR === 'required',
    smsOutbox: env.SMS_OUTBOX ? env.SMS_OUTBOX === 'on' : !production && !env.SMS_GATEWAY_URL,
  };
}

export type Config = z.infer<typeof schema> & {
  uploadsDir: string;
  receiptsDir: string;
  demoAggregator: boolean;
  demoShan: boolean;
  secondFactorRequired: boolean;
  smsOutbox: boolean;
  testClockControl: boolean;
};

/** Reads the environment once: `.env` first when present, then the process environment wins. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    ...demoSwitches(parsed.data),
    ...staffSwitches(parsed.data),
    // Off unless asked for, and never in production (refused above, and not believed here either).
    testClockControl: parsed.data.TEST_CLOCK_CONTROL === 'on' && parsed.data.NODE_ENV !== 'production',
    DATA_DIR: dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    receiptsDir: path.join(dataDir, 'receipts'),
  };
}

export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
