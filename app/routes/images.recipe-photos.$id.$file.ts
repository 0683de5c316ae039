import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readRecipePhoto } from "~/services/recipe-photos.server";

/**
 * GET /images/recipe-photos/{recipeId}/{hash}.{ext}: a recipe's photo from R2. The name holds the
 * content's hash, so the answer never changes and is cached for a year (ADR 031).
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const object = await readRecipePhoto(context.images, `${params.id}/${params.file}`);
  if (!object)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const etag = object.httpEtag;
  const headers = {
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
  };
  if (request.headers.get("If-None-Match") === etag)
    return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}
