/**
 * The recipe administrator's photo form on the recipe page (POST /recipes/{id}, ADR 031): upload a
 * photo that replaces the recipe's art, or remove it. Others get 403; a guest is sent to sign in.
 * The route reads the form once and hands it here or to recipePageAction (docs/decisions/041).
 */
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseIdParam } from "~/domain/ids";
import { requireUser } from "~/lib/auth.server";
import { recipeScope } from "~/lib/edge-cache.server";
import { isRecipeAdmin } from "~/services/recipe-admin.server";
import { removeRecipePhoto, saveRecipePhoto } from "~/services/recipe-photos.server";

export const RECIPE_PHOTO_INTENTS = ["upload-photo", "remove-photo"] as const;

export function isRecipePhotoIntent(intent: unknown): boolean {
  return (RECIPE_PHOTO_INTENTS as readonly unknown[]).includes(intent);
}

export async function recipePhotoAction(
  { request, params, context }: ActionFunctionArgs,
  form: FormData,
) {
  const user = await requireUser(request, context);
  const id = parseIdParam(params.id);
  if (!isRecipeAdmin(context.env, user))
    return json({ ok: false, message: "Only recipe administrators can change photos." }, 403);
  if (!id) return json({ ok: false, message: "Recipe not found" }, 404);
  switch (form.get("intent")) {
    case "upload-photo": {
      const file = form.get("photo");
      if (!(file instanceof File) || file.size === 0)
        return json({ ok: false, message: "Please select an image to upload." }, 400);
      const saved = await saveRecipePhoto(
        { db: context.db, images: context.images, resizer: context.photoResizer },
        id,
        new Uint8Array(await file.arrayBuffer()),
        file.type,
      );
      if (!saved.ok) return json({ ok: false, message: saved.message }, saved.status);
      // the picture shows on the page, in lists and in public API reads: purge their edge copies
      await context.edgeCache.purge([recipeScope(id), "catalogue"]);
      return json({ ok: true, message: "Photo saved: it replaces the illustration." });
    }
    case "remove-photo": {
      const removed = await removeRecipePhoto({ db: context.db, images: context.images }, id);
      if (!removed) return json({ ok: false, message: "Recipe not found" }, 404);
      await context.edgeCache.purge([recipeScope(id), "catalogue"]);
      return json({ ok: true, message: "Photo removed: the illustration is back." });
    }
    default:
      return json({ ok: false, message: "Unknown action." }, 400);
  }
}
