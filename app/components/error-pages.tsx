import { isRouteErrorResponse, Link } from "@remix-run/react";
import { Logo } from "./logo";

const buttonClass =
  "mt-6 inline-flex items-center rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-gray-950";

/** Spec 1 "Not-found page": logo, heading, text and 'Return Home'. */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Logo />
      <h1 className="mt-8 text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-3 text-gray-700 dark:text-gray-300">
        The page you&apos;re looking for doesn&apos;t exist or has been moved.
      </p>
      <Link to="/" className={buttonClass}>
        Return Home
      </Link>
    </div>
  );
}

export function ErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : "Something went wrong on our side. Please try again in a moment.";
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Logo />
      <h1 className="mt-8 text-3xl font-bold">
        {status === 500 ? "Something went wrong" : `Error ${status}`}
      </h1>
      <p className="mt-3 text-gray-700 dark:text-gray-300">{message}</p>
      <Link to="/" className={buttonClass}>
        Return Home
      </Link>
    </div>
  );
}
