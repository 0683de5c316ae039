import { Link } from "@remix-run/react";

const linkClass = "font-medium text-emerald-800 underline dark:text-emerald-300";

/** Spec 1 section 2: registering means agreeing to the terms of service and privacy policy. */
export function TermsNotice() {
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300">
      By creating an account, you agree to our{" "}
      <Link to="/faq#terms" className={linkClass}>
        terms of service
      </Link>{" "}
      and{" "}
      <Link to="/faq#privacy" className={linkClass}>
        privacy policy
      </Link>
      .
    </p>
  );
}
