import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiPublicJson, methodNotAllowed } from "~/lib/api.server";
import { cuisineCounts } from "~/services/recipes.server";

/** GET /api/cuisine-recipes/cuisines: `{ cuisines, recipeCounts }`, counted in the database. */
export async function loader({ context }: LoaderFunctionArgs) {
  return apiPublicJson(await cuisineCounts(context.db));
}

export const action = () => methodNotAllowed(["GET"]);
