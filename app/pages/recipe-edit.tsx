/**
 * /recipes/{id}/edit (signed-in, the recipe's owner only): change one of your own recipes in the
 * import's review form (ADR 038, ADR 046). `check` reads the lines again; `update` saves when the
 * food engine reads every line (nutrition, tags and dislike terms recomputed) and purges the
 * recipe's edge-cache entries. Another user's recipe and the built-in recipes answer 404. The
 * JSON twin is PATCH /api/recipes/{id}; both call updateOwnRecipe.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { RecipeReviewForm, type ReviewCheck } from "~/components/recipes/recipe-review-form";
import {
  importReviewSchema,
  reviewValuesFromForm,
  type ReviewValues,
} from "~/domain/schemas/recipe-import";
import { parseIdParam } from "~/domain/schemas/recipes";
import { requireUser } from "~/lib/auth.server";
import { PRIVATE_NO_STORE } from "~/lib/cache-policy.server";
import { recipeScope } from "~/lib/edge-cache.server";
import { readFormPost } from "~/lib/page-form.server";
import { flashToast } from "~/lib/toast.server";
import {
  checkIngredients,
  getOwnRecipeForEdit,
  importCheckOf,
  setRecipeSharing,
  updateOwnRecipe,
} from "~/services/recipe-import.server";
import { publicOrigin } from "~/lib/origin.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Edit ${data?.recipe.title ?? "recipe"} | NutriCoach` },
];

function notFound(): never {
  throw new Response("Recipe not found", { status: 404 });
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseIdParam(params.id);
  const recipe = id ? await getOwnRecipeForEdit(context.db, user.id, id) : null;
  if (!recipe) notFound();
  const shareUrl = recipe.shareToken
    ? `${publicOrigin(request, context.env)}/recipes/${recipe.id}?share=${recipe.shareToken}`
    : null;
  return json({ recipe, shareUrl }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

type ActionData = {
  defaults: ReviewValues;
  check: ReviewCheck | null;
  result: SubmissionResult<string[]> | null;
};

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await readFormPost(request);
  const id = parseIdParam(params.id);
  if (!id || !(await getOwnRecipeForEdit(context.db, user.id, id))) notFound();
  const defaults = reviewValuesFromForm(form);
  const submission = parseWithZod(form, { schema: importReviewSchema });

  switch (form.get("intent")) {
    case "check": {
      if (submission.status !== "success")
        return json<ActionData>({ defaults, check: null, result: submission.reply() }, 400);
      const { ingredients, servings } = submission.value;
      const check = importCheckOf(await checkIngredients(context.db, ingredients, servings));
      return json<ActionData>({ defaults, check, result: null });
    }
    case "update": {
      if (submission.status !== "success")
        return json<ActionData>({ defaults, check: null, result: submission.reply() }, 400);
      const outcome = await updateOwnRecipe(context.db, user.id, id, submission.value);
      if (!outcome.ok && outcome.reason === "not_found") notFound();
      if (!outcome.ok)
        return json<ActionData>(
          {
            defaults,
            check: outcome.reason === "unresolved" ? outcome.check : null,
            result: submission.reply({
              formErrors: [
                "Fix or remove the ingredient lines we could not read before saving, so the nutrition is right.",
              ],
            }),
          },
          400,
        );
      // its page and API read are its owner's (never cached), but purge them all the same: a
      // recipe shared by link or seen before an edit must not be served as it was (ADR 046)
      await context.edgeCache.purge([recipeScope(id)]);
      const headers = new Headers();
      await flashToast(context, headers, { title: "Recipe updated" });
      return redirect(`/recipes/${id}`, { headers });
    }
    case "share":
    case "unshare": {
      const shared = form.get("intent") === "share";
      await setRecipeSharing(context.db, user.id, id, shared);
      // a link that stops working must not be answered from a cache (ADR 046)
      await context.edgeCache.purge([recipeScope(id)]);
      const headers = new Headers();
      await flashToast(context, headers, {
        title: shared ? "Share link ready" : "Sharing stopped",
        description: shared
          ? "Anyone with the link can see this recipe."
          : "Only you can see this recipe; the old link no longer works.",
      });
      return redirect(`/recipes/${id}/edit`, { headers });
    }
    default:
      return json({ message: "Unknown action." }, { status: 400 });
  }
}

export default function EditRecipe() {
  const { recipe, shareUrl } = useLoaderData<typeof loader>();
  const data = useActionData<ActionData>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold">Edit {recipe.title}</h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">
        Change your recipe; we read the ingredients again for its nutrition and tags.{" "}
        <Link
          to={`/recipes/${recipe.id}`}
          className="text-emerald-800 underline dark:text-emerald-300"
        >
          Back to the recipe
        </Link>
      </p>
      <RecipeReviewForm
        id="recipe-edit"
        heading="Your recipe"
        submitIntent="update"
        submitLabel="Save changes"
        defaults={data && "defaults" in data ? data.defaults : recipe}
        check={data && "check" in data ? data.check : null}
        result={data && "result" in data ? data.result : null}
      />
      <section aria-labelledby="sharing" className="mt-10">
        <h2 id="sharing" className="text-xl font-semibold">
          Sharing
        </h2>
        {shareUrl ? (
          <>
            <p className="mt-2 text-gray-800 dark:text-gray-200">
              Anyone with this link can see the recipe (not edit it):
            </p>
            <p className="mt-2 break-all rounded-md bg-gray-100 p-3 font-mono text-sm text-gray-900 dark:bg-gray-800 dark:text-gray-100">
              <a href={shareUrl} data-testid="share-link">
                {shareUrl}
              </a>
            </p>
          </>
        ) : (
          <p className="mt-2 text-gray-800 dark:text-gray-200">
            Only you can see this recipe. A share link lets anyone who has it read it.
          </p>
        )}
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value={shareUrl ? "unshare" : "share"} />
          <Button type="submit" variant="secondary">
            {shareUrl ? "Stop sharing" : "Make a share link"}
          </Button>
        </Form>
      </section>
    </div>
  );
}
