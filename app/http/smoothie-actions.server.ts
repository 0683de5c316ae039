/**
 * The smoothie page's action (POST /smoothie-meal-plans, docs/decisions/041): saving a plan or a
 * recipe (intent `save`, the JSON API's fields and service, POST /api/saved-items) and unsaving one
 * (intent `unsave`, DELETE /api/saved-items/{id}). Fetchers post it with JavaScript (the page shows
 * the change at once from their form data); plain forms without it. Success comes back to the page
 * with a notice; a guest is sent to sign in.
 */
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { SMOOTHIE_PLANS, smoothieRecipeById } from "~/content/smoothies";
import { safeRedirect } from "~/domain/safe-redirect";
import { savedItemSchema, type SavedItemKind } from "~/domain/schemas/shopping";
import { requireUser } from "~/lib/auth.server";
import { readFormPost } from "~/lib/page-form.server";
import { replaceWithToast, type ToastInput } from "~/lib/toast.server";
import {
  deleteSavedItem,
  isKnownItem,
  listSavedItems,
  saveItem,
} from "~/services/saved-items.server";

export const SMOOTHIE_INTENTS = ["save", "unsave"] as const;

const unsaveSchema = z.object({ id: z.coerce.number().int().positive() });

/** How the notices name an item: "the Detox Cleanse plan", "Green Detox". */
export function savedItemLabel(kind: SavedItemKind, itemId: string): string {
  if (kind === "smoothie-plan") {
    const plan = SMOOTHIE_PLANS.find((p) => p.id === itemId);
    return plan ? `the ${plan.name} plan` : "The plan";
  }
  return smoothieRecipeById(itemId)?.name ?? "The recipe";
}

export async function smoothiePageAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await readFormPost(request);
  const intent = z.enum(SMOOTHIE_INTENTS).safeParse(form.get("intent"));
  if (!intent.success) throw new Response("Unknown intent", { status: 400 });
  const back = (toast: ToastInput) =>
    replaceWithToast(context, safeRedirect(form.get("redirectTo"), "/smoothie-meal-plans"), toast);
  switch (intent.data) {
    case "save": {
      const submission = parseWithZod(form, {
        schema: savedItemSchema.strip().refine((v) => isKnownItem(v.kind, v.itemId), {
          message: "Unknown item.",
          path: ["itemId"],
        }),
      });
      if (submission.status !== "success")
        return json({ intent: intent.data, result: submission.reply() }, { status: 400 });
      const { kind, itemId } = submission.value;
      await saveItem(context.db, user.id, kind, itemId);
      const label = savedItemLabel(kind, itemId);
      return back({
        title: kind === "smoothie-plan" ? "Plan saved" : "Recipe saved",
        description: `${label.charAt(0).toUpperCase()}${label.slice(1)} is saved to your account.`,
      });
    }
    case "unsave": {
      const submission = parseWithZod(form, { schema: unsaveSchema });
      if (submission.status !== "success")
        return json({ intent: intent.data, result: submission.reply() }, { status: 400 });
      // the notice names what was removed: read it before (the user's own rows only)
      const item = (await listSavedItems(context.db, user.id)).find(
        (i) => i.id === submission.value.id,
      );
      const removed = item ? await deleteSavedItem(context.db, user.id, item.id) : false;
      if (!item || !removed)
        return back({
          title: "Could not remove",
          description: "That item is not among your saved ones.",
          variant: "destructive",
        });
      const label = savedItemLabel(item.kind, item.itemId);
      return back({
        title: "Removed from saved",
        description: `${label.charAt(0).toUpperCase()}${label.slice(1)} is no longer saved.`,
      });
    }
  }
}
