/**
 * The recipe page's action (POST /recipes/{id}, docs/decisions/041): the favourite heart and the
 * comment form post here with `<fetcher.Form>` (any page that shows a recipe card can post its
 * heart here too), so they work before JavaScript loads. The JSON API (/api/favorites,
 * /api/social/...) stays for API clients; both call the same services.
 *
 * Intents: `favorite`, `unfavorite`, `comment` (conform + commentSchema, the API's schema),
 * `delete-comment`, `add-story` and `edit-story` (conform + the API's story fields, the author
 * only), `like-story` and `unlike-story` (a story's heart: the API's service and limit), `share`
 * (the share dialog's fetcher: the API's fields and service; it answers the share, whose platform
 * page the dialog opens, instead of a redirect), `update-details` (the "Update recipe details"
 * button of a recipe whose ingredients or instructions cannot be shown: the maintenance job of
 * POST /api/recipe-agent/update-all-recipes for this recipe, answered 202 with the job's id, which
 * the page follows). Success answers a redirect (post/redirect/get) to `redirectTo` (a same-origin
 * path, default the recipe) with the spec's notice as a flash toast; a fetcher follows it and the
 * loaders revalidate, so no component mirrors what it changed. A form with errors answers 400 with
 * conform's reply, which the form shows (fetcher.data, or actionData without JavaScript).
 */
import { recipeScope } from "~/lib/edge-cache.server";
import { json, replace, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import {
  commentSchema,
  parseIdParam,
  shareSchema,
  storyFieldsSchema,
  updateStorySchema,
} from "~/domain/schemas/recipes";
import { safeRedirect } from "~/domain/safe-redirect";
import { requireUser } from "~/lib/auth.server";
import { replaceWithToast, type ToastInput } from "~/lib/toast.server";
import { limitUserContent } from "~/services/content-limits.server";
import { addFavorite, removeFavorite } from "~/services/favorites.server";
import { createStory, setStoryLike, updateStory } from "~/services/cultural-stories.server";
import { createComment, deleteComment, shareRecipe } from "~/services/recipe-social.server";
import { publicOrigin } from "~/lib/origin.server";
import { recipeExists } from "~/services/recipes.server";
import { startRecipeJob } from "~/services/recipe-admin.server";
import { RECIPE_JOB_TYPES, UPDATE_DETAILS_FAILED } from "~/domain/recipe-jobs";

export const RECIPE_PAGE_INTENTS = [
  "favorite",
  "unfavorite",
  "comment",
  "delete-comment",
  "add-story",
  "edit-story",
  "like-story",
  "unlike-story",
  "share",
  "update-details",
] as const;
const intentSchema = z.enum(RECIPE_PAGE_INTENTS);

/**
 * A comment or story form parsed with conform and the API's schema: its reply with 400 for errors,
 * or 429 past the user's limits (shown as the form's error), else the values.
 */
async function readUserContent<Schema extends z.ZodTypeAny>(
  context: ActionFunctionArgs["context"],
  userId: number,
  form: FormData,
  options: {
    intent: (typeof RECIPE_PAGE_INTENTS)[number];
    schema: Schema;
    kind: Parameters<typeof limitUserContent>[1];
    tooMany: string;
  },
): Promise<{ ok: true; value: z.output<Schema> } | { ok: false; response: Response }> {
  const { intent, schema } = options;
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") {
    return { ok: false, response: json({ intent, result: submission.reply() }, { status: 400 }) };
  }
  if (await limitUserContent(context.db, options.kind, userId)) {
    const result = submission.reply({ formErrors: [options.tooMany] });
    return { ok: false, response: json({ intent, result }, { status: 429 }) };
  }
  return { ok: true, value: submission.value };
}

/** `form`: the page's post, read once by the route (`readFormPost`). */
export async function recipePageAction(
  { request, params, context }: ActionFunctionArgs,
  form: FormData,
) {
  const user = await requireUser(request, context);
  const recipeId = parseIdParam(params.id);
  if (!recipeId || !(await recipeExists(context.db, recipeId))) {
    throw new Response("Recipe not found", { status: 404 });
  }
  const intent = intentSchema.safeParse(form.get("intent"));
  if (!intent.success) throw new Response("Unknown intent", { status: 400 });
  const back = safeRedirect(form.get("redirectTo"), `/recipes/${recipeId}`);

  switch (intent.data) {
    case "favorite": {
      await addFavorite(context.db, user.id, recipeId);
      return replaceWithToast(context, back, { title: "Added to favorites" });
    }
    case "unfavorite": {
      await removeFavorite(context.db, user.id, recipeId);
      return replaceWithToast(context, back, { title: "Removed from favorites" });
    }
    case "comment": {
      const read = await readUserContent(context, user.id, form, {
        intent: "comment",
        schema: commentSchema,
        kind: "comment",
        tooMany: "You have posted a lot of comments; please try again later.",
      });
      if (!read.ok) return read.response;
      await createComment(context.db, user.id, recipeId, read.value);
      await context.edgeCache.purge([recipeScope(recipeId)]);
      return replaceWithToast(context, `${back.split("#")[0]}#comments-heading`, {
        title: "Comment added",
      });
    }
    case "add-story": {
      const read = await readUserContent(context, user.id, form, {
        intent: "add-story",
        schema: storyFieldsSchema,
        kind: "story",
        tooMany: "You have shared a lot of stories; please try again later.",
      });
      if (!read.ok) return read.response;
      await createStory(context.db, user.id, { ...read.value, recipeId });
      await context.edgeCache.purge([recipeScope(recipeId)]);
      return replaceWithToast(context, `${back.split("#")[0]}#stories-heading`, {
        title: "Story added",
        description: read.value.title,
      });
    }
    case "edit-story": {
      const submission = parseWithZod(form, { schema: updateStorySchema });
      if (submission.status !== "success") {
        return json({ intent: intent.data, result: submission.reply() }, { status: 400 });
      }
      const storyId = parseIdParam(form.get("storyId")?.toString());
      const result = storyId
        ? await updateStory(context.db, user.id, storyId, submission.value)
        : ({ ok: false, reason: "not_found" } as const);
      if (!result.ok) {
        return replaceWithToast(context, back, {
          title: "Error",
          description:
            result.reason === "forbidden"
              ? "Only the author can edit this story."
              : "Failed to update cultural story. Please try again.",
          variant: "destructive",
        });
      }
      await context.edgeCache.purge([recipeScope(result.story.recipeId)]);
      return replaceWithToast(context, `${back.split("#")[0]}#stories-heading`, {
        title: "Story updated",
        description: result.story.title,
      });
    }
    case "like-story":
    case "unlike-story": {
      const storyId = parseIdParam(form.get("storyId")?.toString());
      const failed: ToastInput = {
        title: "Error",
        description: "Failed to like story. Please try again.",
        variant: "destructive",
      };
      if (!storyId) return replaceWithToast(context, back, failed);
      if (await limitUserContent(context.db, "like", user.id)) {
        return replaceWithToast(context, back, {
          ...failed,
          description: "You have liked a lot of stories; please try again later.",
        });
      }
      const result = await setStoryLike(context.db, user.id, storyId, intent.data === "like-story");
      if (!result.ok) return replaceWithToast(context, back, failed);
      await context.edgeCache.purge([recipeScope(result.recipeId)]);
      // the heart and its count show the change; the page comes back without a notice
      return replace(`${back.split("#")[0]}#stories-heading`);
    }
    case "share": {
      const submission = parseWithZod(form, {
        schema: shareSchema.pick({ platform: true, caption: true }),
      });
      if (submission.status !== "success")
        return json({ intent: intent.data, result: submission.reply() }, { status: 400 });
      const result = await shareRecipe(
        context,
        user.id,
        { ...submission.value, recipeId },
        publicOrigin(request, context.env),
      );
      if (!result.ok) {
        const formErrors = [
          result.reason === "rate_limited"
            ? "You have shared a lot of recipes; please try again later."
            : "Recipe not found.",
        ];
        return json(
          { intent: intent.data, result: submission.reply({ formErrors }) },
          { status: result.reason === "rate_limited" ? 429 : 404 },
        );
      }
      // the dialog opens the platform's page: the answer is the share, not a redirect
      const { platform, shareUrl } = result.share;
      return json({ intent: intent.data, shared: { platform, shareUrl } }, { status: 201 });
    }
    case "update-details": {
      const started = await startRecipeJob(context, user, {
        type: RECIPE_JOB_TYPES.updateAll,
        recipeId,
      });
      if (!started.ok) {
        return json(
          { intent: intent.data, error: UPDATE_DETAILS_FAILED },
          { status: started.reason === "rate_limited" ? 429 : 503 },
        );
      }
      // the page follows the job (GET /api/jobs/{id}) and reads the recipe again when it ends
      return json({ intent: intent.data, jobId: started.job.id }, { status: 202 });
    }
    case "delete-comment": {
      const commentId = parseIdParam(form.get("commentId")?.toString());
      const outcome = commentId ? await deleteComment(context.db, user.id, commentId) : "not_found";
      const deleted = typeof outcome === "object";
      if (deleted) await context.edgeCache.purge([recipeScope(outcome.deleted)]);
      return replaceWithToast(
        context,
        back,
        deleted
          ? { title: "Comment deleted" }
          : {
              title: "Error",
              description: "Failed to delete comment. Please try again.",
              variant: "destructive",
            },
      );
    }
  }
}
