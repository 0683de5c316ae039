/**
 * A recipe administrator's photo controls on the recipe page (ADR 031): upload a photo that
 * replaces the art, or remove it. A plain multipart form posted to the page's action, so it works
 * before JavaScript loads.
 */
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { buttonClass } from "../ui/button";

export function RecipePhotoForm({ hasPhoto }: { hasPhoto: boolean }) {
  const result = useActionData<{ ok: boolean; message?: string } | undefined>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.has("intent") === true;
  const inputId = useId();
  return (
    <section
      aria-label="Recipe photo"
      data-print="hide"
      className="mt-3 rounded-lg border border-dashed border-gray-300 p-3 text-sm dark:border-gray-700"
    >
      <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="upload-photo" />
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="block font-medium">
            Recipe photo (replaces the illustration)
          </label>
          <input
            id={inputId}
            name="photo"
            type="file"
            required
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="mt-1 block w-full max-w-full text-sm"
          />
        </div>
        <button type="submit" disabled={busy} className={buttonClass("primary", "sm")}>
          Upload photo
        </button>
      </Form>
      {hasPhoto ? (
        <Form method="post" encType="multipart/form-data" className="mt-2">
          <input type="hidden" name="intent" value="remove-photo" />
          <button type="submit" disabled={busy} className={buttonClass("secondary", "sm")}>
            Remove photo
          </button>
        </Form>
      ) : null}
      {result?.message ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={`mt-2 ${result.ok ? "text-emerald-800 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}`}
        >
          {result.message}
        </p>
      ) : null}
    </section>
  );
}
