import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { exportAccountData } from "~/services/account-data.server";

/**
 * GET /api/account/export: every row the signed-in user owns, by table, as a JSON download
 * (app/services/account-data.server.ts; the password hash is never included).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  const data = await exportAccountData(context.db, user.id);
  return apiJson(data, {
    headers: {
      "Content-Disposition": `attachment; filename="nutricoach-export-${data.exportedAt.slice(0, 10)}.json"`,
      Vary: "Cookie",
    },
  });
}

export const action = () => methodNotAllowed(["GET"]);
