import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";

/** GET /api/auth/user: the signed-in user, or 401. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  return apiJson(user, { headers: { Vary: "Cookie" } });
}

export const action = () => methodNotAllowed(["GET"]);
