import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed, tooManyRequests } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { countAccountExport, exportAccountData } from "~/services/account-data.server";

/**
 * GET /api/account/export: every row the signed-in user owns, by table, as a JSON download
 * (app/services/account-data.server.ts; the password hash is never included). At most
 * EXPORT_LIMIT exports an hour per user; more answer 429 with Retry-After.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  const limit = await countAccountExport(context.db, user.id);
  if (!limit.allowed) return tooManyRequests(limit.resetAt);
  const data = await exportAccountData(context.db, user.id);
  return apiJson(data, {
    headers: {
      "Content-Disposition": `attachment; filename="nutricoach-export-${data.exportedAt.slice(0, 10)}.json"`,
      Vary: "Cookie",
    },
  });
}

export const action = () => methodNotAllowed(["GET"]);
