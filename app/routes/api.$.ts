import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

/** Any /api path without a route: the JSON error shape, never the HTML 404 page. */
function notFound({ request }: { request: Request }) {
  const { pathname } = new URL(request.url);
  return Response.json(
    { error: { code: "not_found", message: `No API endpoint at ${request.method} ${pathname}` } },
    { status: 404 },
  );
}

export const loader = (args: LoaderFunctionArgs) => notFound(args);
export const action = (args: ActionFunctionArgs) => notFound(args);
