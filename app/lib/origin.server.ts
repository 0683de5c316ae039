import type { AppEnv } from "./env.server";

/** The public origin for canonical and social URLs: APP_URL when set, else the request's origin. */
export function publicOrigin(request: Request, env: Pick<AppEnv, "APP_URL">): string {
  if (env.APP_URL && URL.canParse(env.APP_URL)) return new URL(env.APP_URL).origin;
  return new URL(request.url).origin;
}
