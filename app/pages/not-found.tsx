import type { MetaFunction } from "@remix-run/cloudflare";
import { NotFoundPage } from "~/components/error-pages";

/** Any path without a route: the 404 page with a 404 status. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction = () => [{ title: "Page not found | NutriCoach" }];

export default function NotFound() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
