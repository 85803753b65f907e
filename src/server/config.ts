import "server-only";
import { z } from "zod";
import type { S3StorageOptions } from "./media/s3-storage";

const flag = z
  .enum(["0", "1", "true", "false", "yes", "no", ""])
  .transform((v) => v === "1" || v === "true" || v === "yes");

/** How many reverse proxies stand in front: a count, or the old boolean form (`1`/`true`/`yes` = one). */
const trustProxy = z
  .string()
  .regex(/^(\d{1,2}|true|false|yes|no)$/, "must be a number of proxies (0, 1, 2…) or true/false")
  .transform((v) => (v === "true" || v === "yes" ? 1 : v === "false" || v === "no" ? 0 : Number(v)));

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    JWT_SECRET: z.string().optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters (and meet the password policy)").optional(),
    SEED_DEMO: flag.optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().default("Liman <rezervasyon@liman.local>"),
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(5),
    PUBLIC_URL: z.url().optional(),
    TRUST_PROXY: trustProxy.default(0),
    JOBS: flag.default(true),
    OUTBOUND_ALLOW_PRIVATE: flag.default(false),
    MAX_JSON_BODY_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    MAX_UPLOAD_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(15 * 1024 * 1024),
    DATA_RETENTION_MONTHS: z.coerce.number().int().min(1).max(600).default(24),
    // Past the bookkeeping rows' ten years nothing is kept longer (decision 0065).
    AUDIT_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
    VITALS_SAMPLE_RATE: z.coerce
      .number()
      .min(0, "must be between 0 and 1")
      .max(1, "must be between 0 and 1")
      .default(0.1),
    UPLOADS_S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "must be an S3 bucket name (3–63 lowercase letters, digits, dots and hyphens)",
      )
      .optional(),
    AWS_ENDPOINT_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    AWS_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be a region name such as eu-central-1")
      .optional(),
    AWS_ACCESS_KEY_ID: z.string().optional(),
    AWS_SECRET_ACCESS_KEY: z.string().optional(),
    PAYMENTS_PROVIDER: z
      .enum(["paytr", "iyzico"], { error: "must be paytr or iyzico (or unset: bank transfer only)" })
      .optional(),
    PAYMENTS_RECONCILE_AFTER_S: z.coerce
      .number()
      .int()
      .min(60, "must be between 60 and 86400 seconds")
      .max(86_400, "must be between 60 and 86400 seconds")
      .default(900),
    PAYTR_MERCHANT_ID: z
      .string()
      .regex(/^\d{1,20}$/, "must be the merchant number PayTR gave (digits)")
      .optional(),
    PAYTR_MERCHANT_KEY: z.string().optional(),
    PAYTR_MERCHANT_SALT: z.string().optional(),
    PAYTR_TEST_MODE: flag.default(false),
    PAYTR_API_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .default("https://www.paytr.com"),
    IYZICO_API_KEY: z.string().optional(),
    IYZICO_SECRET_KEY: z.string().optional(),
    IYZICO_BASE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .default("https://api.iyzipay.com"),
    PARASUT_CLIENT_ID: z.string().optional(),
    PARASUT_CLIENT_SECRET: z.string().optional(),
    PARASUT_USERNAME: z.string().optional(),
    PARASUT_PASSWORD: z.string().optional(),
    PARASUT_COMPANY_ID: z
      .string()
      .regex(/^\d{1,20}$/, "must be the company number of Paraşüt's addresses (digits)")
      .optional(),
    PARASUT_API_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .default("https://api.parasut.com"),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL) {
      if (!env.JWT_SECRET || Buffer.byteLength(env.JWT_SECRET) < 32) {
        ctx.addIssue({
          code: "custom",
          path: ["JWT_SECRET"],
          message: "is required and must be at least 32 bytes when DATABASE_URL is set",
        });
      }
    } else if (env.JWT_SECRET !== undefined && Buffer.byteLength(env.JWT_SECRET) < 32) {
      ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "must be at least 32 bytes" });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_EMAIL"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
      });
    }
    if (env.UPLOADS_S3_BUCKET) {
      if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
        ctx.addIssue({
          code: "custom",
          path: [env.AWS_ACCESS_KEY_ID ? "AWS_SECRET_ACCESS_KEY" : "AWS_ACCESS_KEY_ID"],
          message: "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together",
        });
      }
      if (!env.AWS_REGION && !env.AWS_ENDPOINT_URL) {
        ctx.addIssue({
          code: "custom",
          path: ["AWS_REGION"],
          message: "is required with UPLOADS_S3_BUCKET (or set AWS_ENDPOINT_URL for an S3-compatible server)",
        });
      }
    }
    // The chosen provider's credentials must all be there; a provider's set is never half given.
    const required = {
      paytr: ["PAYTR_MERCHANT_ID", "PAYTR_MERCHANT_KEY", "PAYTR_MERCHANT_SALT"],
      iyzico: ["IYZICO_API_KEY", "IYZICO_SECRET_KEY"],
    } as const;
    for (const [provider, keys] of Object.entries(required)) {
      const given = keys.filter((key) => env[key] !== undefined);
      if (given.length === keys.length || (given.length === 0 && env.PAYMENTS_PROVIDER !== provider)) continue;
      for (const key of keys.filter((k) => env[k] === undefined)) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message:
            env.PAYMENTS_PROVIDER === provider
              ? `is required with PAYMENTS_PROVIDER=${provider}`
              : `must be set together with ${given.join(", ")}`,
        });
      }
    }
    // Invoicing is on with all five of Paraşüt's settings, off with none; never half given.
    const parasutGiven = PARASUT_KEYS.filter((key) => env[key] !== undefined);
    if (parasutGiven.length > 0 && parasutGiven.length < PARASUT_KEYS.length) {
      for (const key of PARASUT_KEYS.filter((k) => env[k] === undefined)) {
        ctx.addIssue({ code: "custom", path: [key], message: `must be set together with ${parasutGiven.join(", ")}` });
      }
    }
  });

const PARASUT_KEYS = [
  "PARASUT_CLIENT_ID",
  "PARASUT_CLIENT_SECRET",
  "PARASUT_USERNAME",
  "PARASUT_PASSWORD",
  "PARASUT_COMPANY_ID",
] as const;

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Mails in flight at once per instance (and SMTP connections in its pool). */
  mailConcurrency: number;
  publicUrl: string;
  /** Reverse proxies in front of the app (0: the socket address is the client's). */
  trustProxy: number;
  jobs: boolean;
  /** Outbound fetches (iCal feeds) may reach loopback and private-network addresses. */
  outboundAllowPrivate: boolean;
  /** Largest JSON (or any non-upload) request body, counted while it streams in. */
  maxJsonBodyBytes: number;
  /** Largest file in a multipart upload, counted while it streams in; a route may allow less. */
  maxUploadBytes: number;
  /** Months after which contact messages and requests that never became bookings are anonymised. */
  retentionMonths: number;
  /** Months the audit log keeps its rows about boats, prices, closings, users and settings (reservations' and payments' rows: ten years). */
  auditRetentionMonths: number;
  /** The share of public page loads whose Core Web Vitals the browser reports (0–1). */
  vitalsSampleRate: number;
  /** Uploads in an S3-compatible bucket (UPLOADS_S3_BUCKET); undefined: files in DATA_DIR/uploads. */
  uploadsS3: S3StorageOptions | undefined;
  /** The card-payment provider guests pay through (PAYMENTS_PROVIDER); undefined: bank transfer only. */
  paymentsProvider: "paytr" | "iyzico" | undefined;
  /** A card payment with no notification after this many seconds is asked about (status inquiry). */
  paymentsReconcileAfterS: number;
  /** PayTR's iFrame API credentials, when all three are set (secrets: never logged). */
  paytr: PaytrConfig | undefined;
  /** iyzico's API credentials, when both keys are set (secrets: never logged). */
  iyzico: IyzicoConfig | undefined;
  /** Paraşüt's API credentials: invoicing (e-Arşiv) is on when all are set (secrets: never logged or shown). */
  parasut: ParasutConfig | undefined;
};

export type ParasutConfig = {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  companyId: string;
  /** https://api.parasut.com, or a stand-in in tests (no trailing slash). */
  apiUrl: string;
};

export type PaytrConfig = {
  merchantId: string;
  merchantKey: string;
  merchantSalt: string;
  testMode: boolean;
  /** Base address of PayTR's API (no trailing slash): https://www.paytr.com, or a stand-in in tests. */
  apiUrl: string;
};

export type IyzicoConfig = {
  apiKey: string;
  secretKey: string;
  /** https://api.iyzipay.com, the sandbox https://sandbox-api.iyzipay.com, or a stand-in (no trailing slash). */
  baseUrl: string;
};

export class ConfigError extends Error {}

/** Parses the environment once; throws a ConfigError whose message lists every problem. */
export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "env"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = result.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailConcurrency: e.MAIL_CONCURRENCY,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    trustProxy: e.TRUST_PROXY,
    jobs: e.JOBS,
    outboundAllowPrivate: e.OUTBOUND_ALLOW_PRIVATE,
    maxJsonBodyBytes: e.MAX_JSON_BODY_BYTES,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    retentionMonths: e.DATA_RETENTION_MONTHS,
    auditRetentionMonths: e.AUDIT_RETENTION_MONTHS,
    vitalsSampleRate: e.VITALS_SAMPLE_RATE,
    uploadsS3: e.UPLOADS_S3_BUCKET
      ? {
          bucket: e.UPLOADS_S3_BUCKET,
          // An S3-compatible server rarely cares about the region, but requests are still signed with one.
          region: e.AWS_REGION ?? "us-east-1",
          endpoint: e.AWS_ENDPOINT_URL,
          credentials:
            e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
              ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    paymentsProvider: e.PAYMENTS_PROVIDER,
    paymentsReconcileAfterS: e.PAYMENTS_RECONCILE_AFTER_S,
    paytr:
      e.PAYTR_MERCHANT_ID && e.PAYTR_MERCHANT_KEY && e.PAYTR_MERCHANT_SALT
        ? {
            merchantId: e.PAYTR_MERCHANT_ID,
            merchantKey: e.PAYTR_MERCHANT_KEY,
            merchantSalt: e.PAYTR_MERCHANT_SALT,
            testMode: e.PAYTR_TEST_MODE,
            apiUrl: e.PAYTR_API_URL.replace(/\/+$/, ""),
          }
        : undefined,
    iyzico:
      e.IYZICO_API_KEY && e.IYZICO_SECRET_KEY
        ? { apiKey: e.IYZICO_API_KEY, secretKey: e.IYZICO_SECRET_KEY, baseUrl: e.IYZICO_BASE_URL.replace(/\/+$/, "") }
        : undefined,
    parasut:
      e.PARASUT_CLIENT_ID && e.PARASUT_CLIENT_SECRET && e.PARASUT_USERNAME && e.PARASUT_PASSWORD && e.PARASUT_COMPANY_ID
        ? {
            clientId: e.PARASUT_CLIENT_ID,
            clientSecret: e.PARASUT_CLIENT_SECRET,
            username: e.PARASUT_USERNAME,
            password: e.PARASUT_PASSWORD,
            companyId: e.PARASUT_COMPANY_ID,
            apiUrl: e.PARASUT_API_URL.replace(/\/+$/, ""),
          }
        : undefined,
  };
}
