import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { addRecipeSchema } from "~/domain/schemas/shopping";
import { apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { listIdParam, shoppingRefusal } from "~/lib/shopping-api.server";
import { addRecipeToShoppingList } from "~/services/shopping-lists.server";

/**
 * POST /api/shopping-lists/{listId}/recipes { recipeId }: puts the recipe's ingredients on the list,
 * categorised -> 201 { recipe: { id, title }, items: [the new items] }.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const listId = listIdParam(params);
  const { recipeId } = await parseJsonBody(request, addRecipeSchema);
  const result = await addRecipeToShoppingList(context.db, user.id, listId, recipeId);
  if (!result.ok) throw shoppingRefusal(result.reason);
  return apiJson({ recipe: result.recipe, items: result.items }, { status: 201 });
}

export const loader = () => methodNotAllowed(["POST"]);
