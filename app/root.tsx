import {
  json,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { ErrorPage, NotFoundPage } from "~/components/error-pages";
import type { ShellUser } from "~/components/shell-user";
import { SiteFooter } from "~/components/site-footer";
import { SiteNav } from "~/components/site-nav";
import { ThemeScript } from "~/components/theme";
import { ToastProvider } from "~/components/toaster";
import { getSessionUser } from "~/lib/auth.server";
import { useNonce } from "~/lib/nonce";
import { readToast } from "~/lib/toast.server";
import stylesheet from "~/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: "NutriCoach | Personalized nutrition and meal planning" },
  {
    name: "description",
    content:
      "Personalized meal plans, recipes and wellness coaching that fit your body and your tastes.",
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const sessionUser = await getSessionUser(request, context);
  const user: ShellUser | null = sessionUser
    ? {
        id: sessionUser.id,
        username: sessionUser.username,
        firstName: sessionUser.firstName,
        lastName: sessionUser.lastName,
        profileImageUrl: sessionUser.profileImageUrl,
      }
    : null;
  const { toast, clearCookie } = await readToast(request, context);
  return json(
    { user, toast },
    { headers: clearCookie ? { "Set-Cookie": clearCookie } : undefined },
  );
}

/** The navigation and footer are hidden on paths containing /onboarding or /auth (spec 2). */
export function showsChrome(pathname: string): boolean {
  return !/\/(onboarding|auth)(\/|$)/.test(pathname);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const chrome = showsChrome(pathname);

  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ThemeScript nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-gray-900 antialiased dark:bg-gray-950 dark:text-gray-100">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-emerald-800"
        >
          Skip to content
        </a>
        <ToastProvider serverToast={data?.toast ?? null}>
          {chrome ? <SiteNav user={data?.user ?? null} /> : null}
          <main id="main" className="flex-1">
            {children}
          </main>
          {chrome ? <SiteFooter /> : null}
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage error={error} />;
}
