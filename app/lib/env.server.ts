import { z } from "zod";

/**
 * Environment variables, checked with zod once per `env` object (`appEnvOf`: an isolate gets the
 * same one on every request, and a zod parse of these fields cost about a seventh of a cached
 * answer's CPU when it ran per request). Bindings (DB, SESSIONS, IMAGES, JOBS, ASSETS) are typed in `workers/env.ts`; this checks the vars.
 */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalUrl = optionalText.pipe(z.string().url().optional());
/** A duration in milliseconds, 100 ms to 1 hour (vars arrive as text). */
const optionalMs = optionalText.pipe(z.coerce.number().int().min(100).max(3_600_000).optional());

export const appEnvSchema = z
  .object({
    ENVIRONMENT: z.enum(["development", "test", "production"]).default("production"),
    /** Public origin, e.g. https://nutricoach.example.com; used for canonical and social URLs. */
    APP_URL: optionalUrl,
    /** Any OpenAI-compatible endpoint: OpenAI, Ollama, llama.cpp, a gateway. */
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: optionalText,
    AI_CHAT_MODEL: optionalText,
    AI_VISION_MODEL: optionalText,
    /**
     * "off" ignores the AI binding: local runs (`wrangler dev --local`) have a binding object whose
     * calls fail without a Cloudflare account (ADR 026).
     */
    WORKERS_AI: z.enum(["on", "off"]).optional().catch(undefined),
    /** Workers AI models when the AI binding answers (defaults in app/lib/ai.server.ts). */
    WORKERS_AI_CHAT_MODEL: optionalText,
    WORKERS_AI_VISION_MODEL: optionalText,
    /** "off" stops asking the provider for JSON mode (response_format) for photo recognition. */
    AI_JSON_MODE: z.enum(["on", "off"]).optional().catch(undefined),
    /** Limits on a streamed coach reply (ADR 025), in milliseconds; raise them for a slow local model. */
    AI_FIRST_TOKEN_TIMEOUT_MS: optionalMs,
    AI_IDLE_TIMEOUT_MS: optionalMs,
    AI_TOTAL_TIMEOUT_MS: optionalMs,
    /** OpenID Connect provider for external sign-in. */
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    /** Where the provider's profile pictures live, if not on the issuer's origin (CSP img-src). */
    OIDC_PICTURE_ORIGINS: optionalText,
    /** Comma-separated emails of users who may generate recipes with the AI model (ADR 011). */
    ADMIN_EMAILS: optionalText,
    /**
     * Cookie-signing secrets, comma-separated (the first signs, all verify). Optional: without it
     * the app generates one and keeps it in D1 (docs/decisions/028).
     */
    SESSION_SECRET: optionalText,
    /** DNS-over-HTTPS endpoint (JSON format) the recipe import resolves names with (ADR 039). */
    IMPORT_DOH_URL: optionalUrl,
    /** Test only: "host:port" pairs the import may fetch; ignored unless ENVIRONMENT=test (ADR 039). */
    IMPORT_FETCH_ALLOW: optionalText,
    /** The sender of account emails in production, e.g. "NutriCoach <no-reply@example.com>" (ADR 027). */
    MAIL_FROM: optionalText,
    /**
     * Milliseconds added before every D1 round trip, to measure the app as if the database were
     * far away (`npm run bench:http` distance mode, ADR 034). Ignored when ENVIRONMENT is production.
     */
    D1_DELAY_MS: optionalText.pipe(z.coerce.number().int().min(0).max(2_000).optional()),
    /** "off" turns the edge cache of guest pages and public API reads off (ADR 034). */
    EDGE_CACHE: z.enum(["on", "off"]).optional().catch(undefined),
    /** Seconds a cached public answer is fresh (s-maxage; default 60). */
    EDGE_CACHE_FRESH_SECONDS: optionalText.pipe(
      z.coerce.number().int().min(1).max(86_400).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    for (const secret of (env.SESSION_SECRET ?? "").split(",").map((s) => s.trim())) {
      if (env.SESSION_SECRET && secret.length < 32) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["SESSION_SECRET"],
          message: "each SESSION_SECRET must be at least 32 characters",
        });
        break;
      }
    }
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["OIDC_CLIENT_ID"],
        message: "OIDC_CLIENT_ID is required when OIDC_ISSUER is set",
      });
    }
  });

export type AppEnv = z.infer<typeof appEnvSchema>;

export class InvalidEnvError extends Error {
  constructor(issues: z.ZodIssue[]) {
    super(
      "Invalid environment: " +
        issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`).join("; "),
    );
    this.name = "InvalidEnvError";
  }
}

export function parseAppEnv(vars: Record<string, unknown>): AppEnv {
  const parsed = appEnvSchema.safeParse(vars);
  if (!parsed.success) throw new InvalidEnvError(parsed.error.issues);
  return parsed.data;
}

// The checked vars of each Worker `env` object (a failed check is not kept: it throws every time).
const checked = new WeakMap<object, AppEnv>();

/** `parseAppEnv` of the Worker's `env`, checked once per `env` object (vars never change in it). */
export function appEnvOf(env: object): AppEnv {
  let appEnv = checked.get(env);
  if (!appEnv) {
    appEnv = parseAppEnv(env as Record<string, unknown>);
    checked.set(env, appEnv);
  }
  return appEnv;
}
