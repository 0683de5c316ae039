import { Link } from "@remix-run/react";
import { Logo } from "./logo";

export const SUPPORT_EMAIL = "support@nutricoach.app";

const FEATURES = [
  { label: "Recipe Recommendations", to: "/recommendations" },
  { label: "Diet Plans", to: "/diet-plans" },
  { label: "Food Analysis", to: "/food-analysis" },
  { label: "Emily AI Coach", to: "/nutricoach" },
];
const RESOURCES = [
  { label: "Nutrition Guide", to: "/nutrition-guide" },
  { label: "AR Measurement Guide", to: "/ar-measurement" },
  { label: "Smoothie Meal Plans", to: "/smoothie-meal-plans" },
  { label: "FAQ", to: "/faq" },
];
const SOCIAL = [
  {
    label: "NutriCoach on Instagram",
    href: "https://www.instagram.com/",
    path: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z",
  },
  {
    label: "NutriCoach on X",
    href: "https://x.com/",
    path: "M4 4l7.2 9.6L4.3 20H6l6-5.5 4.2 5.5H20l-7.5-10L19 4h-1.7l-5.6 5.1L8 4H4Z",
  },
  {
    label: "NutriCoach on Facebook",
    href: "https://www.facebook.com/",
    path: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8Z",
  },
];
export const LEGAL_LINKS = [
  { label: "Privacy Policy", to: "/faq#privacy" },
  { label: "Terms of Service", to: "/faq#terms" },
  { label: "Cookie Policy", to: "/faq#cookies" },
];

const linkClass =
  "text-sm text-gray-700 hover:text-emerald-800 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-gray-300 dark:hover:text-emerald-300";

function LinkList({
  links,
  className,
}: {
  links: readonly { label: string; to: string }[];
  className: string;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to} className={linkClass}>
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Column({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-gray-900 dark:text-white">{title}</h2>
      <LinkList links={links} className="mt-3 space-y-2" />
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-gray-200 bg-gray-50 print:hidden dark:border-gray-800 dark:bg-gray-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
            Personal nutrition help: recipes, meal plans that hit your targets and a wellness coach.
            Nutrition education, not medical advice.
          </p>
          <ul className="mt-4 flex gap-3">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={s.label}
                  className={linkClass}
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="h-5 w-5"
                    fill="currentColor"
                  >
                    <path d={s.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <Column title="Features" links={FEATURES} />
        <Column title="Resources" links={RESOURCES} />
        <div>
          <h2 className="text-sm font-semibold text-gray-900 dark:text-white">Contact</h2>
          <ul className="mt-3 space-y-2 text-sm text-gray-700 dark:text-gray-300">
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
                {SUPPORT_EMAIL}
              </a>
            </li>
            <li>Monday to Friday, 9am-5pm EST</li>
            <li>
              <Link to="/faq" className={linkClass}>
                Help &amp; FAQ
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-gray-200 dark:border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 text-sm text-gray-700 sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:text-gray-300">
          <div>
            <p>© {new Date().getFullYear()} NutriCoach</p>
            <p className="mt-1 text-xs">
              Food illustrations:{" "}
              <a href="https://github.com/microsoft/fluentui-emoji" className={linkClass}>
                Fluent Emoji
              </a>{" "}
              by Microsoft, MIT licence.
            </p>
          </div>
          <LinkList links={LEGAL_LINKS} className="flex flex-wrap gap-4" />
        </div>
      </div>
    </footer>
  );
}
