import { purgeExpiredRateLimits as purge } from "~/services/rate-limit.server";
import type { JobHandler } from "./types";

/** Deletes rate-limit windows that have ended; running it twice deletes nothing more. */
export const purgeExpiredRateLimits: JobHandler = async ({ app }) => {
  const deleted = await purge(app.db, Date.now());
  return { deleted };
};
