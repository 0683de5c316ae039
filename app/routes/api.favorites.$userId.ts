import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser, requireSameUser } from "~/lib/auth.server";
import { listFavoriteRecipes } from "~/services/favorites.server";

/** GET /api/favorites/{userId}: the user's favourite recipes (their own only: 403 otherwise). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  const userId = requireSameUser(user, params.userId);
  return apiJson(await listFavoriteRecipes(context.db, userId));
}

export const action = () => methodNotAllowed(["GET"]);
