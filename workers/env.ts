import type { JobMessage } from "~/lib/jobs.server";

/** Bindings and vars of the Worker, as declared in wrangler.toml. */
export interface Env {
  DB: D1Database;
  SESSIONS: KVNamespace;
  IMAGES: R2Bucket;
  JOBS: Queue<JobMessage>;
  ASSETS: Fetcher;
  /** Workers AI ([ai] in wrangler.toml): absent under `wrangler dev --local` and in tests unless faked */
  AI?: Ai;
  /** Cloudflare Images ([images] binding = "PHOTO_TRANSFORMS"): resizes recipe photos (ADR 031) */
  PHOTO_TRANSFORMS?: ImagesBinding;
  /** Cloudflare's Email binding (`[[send_email]]`); used in production only (ADR 027) */
  EMAIL?: SendEmail;
  ENVIRONMENT?: string;
  APP_URL?: string;
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_CHAT_MODEL?: string;
  AI_VISION_MODEL?: string;
  AI_JSON_MODE?: string;
  AI_FIRST_TOKEN_TIMEOUT_MS?: string;
  AI_IDLE_TIMEOUT_MS?: string;
  AI_TOTAL_TIMEOUT_MS?: string;
  WORKERS_AI?: string;
  WORKERS_AI_CHAT_MODEL?: string;
  WORKERS_AI_VISION_MODEL?: string;
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  ADMIN_EMAILS?: string;
  SESSION_SECRET?: string;
  OIDC_PICTURE_ORIGINS?: string;
  MAIL_FROM?: string;
  D1_DELAY_MS?: string;
  EDGE_CACHE?: string;
  EDGE_CACHE_FRESH_SECONDS?: string;
}
