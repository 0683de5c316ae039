import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { foodSearchQuerySchema } from "~/domain/schemas/wellness";
import { apiJson, methodNotAllowed, validationError } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { searchFoods } from "~/services/food-data.server";

/**
 * GET /api/foods?q=rice: foods of the food table for the Log Meal picker (at most 10), with kcal
 * per 100 g and USDA household measures. Signed-in only, like the log it serves.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiUser(request, context);
  const query = foodSearchQuerySchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!query.success) throw validationError(query.error);
  return apiJson(await searchFoods(context.db, query.data.q));
}

export const action = () => methodNotAllowed(["GET"]);
