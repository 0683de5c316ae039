import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button, buttonClass } from "~/components/ui/button";
import { SearchBox } from "~/components/ui/search-box";
import {
  ALL_FAQ_CATEGORIES,
  FAQ_CATEGORY_CHIPS,
  FAQ_ITEMS,
  LEGAL_SECTIONS,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  searchFaq,
  type FaqCategoryFilter,
} from "~/content/faq";

export const meta: MetaFunction = () => [
  { title: "Frequently Asked Questions | NutriCoach" },
  {
    name: "description",
    content:
      "Answers about NutriCoach, your account, features and nutrition, plus our privacy policy, terms of service and cookie policy.",
  },
];

export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("NutriCoach support request")}`;

/**
 * A link to a section of this page (the footer's Privacy, Terms and Cookies, or the page's own)
 * scrolls to it on every click: the router scrolls to a hash only when the location changes, so a
 * second click on the same link did nothing.
 */
function useSectionLinksAlwaysScroll() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest?.("a[href*='#']");
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href, window.location.href);
      if (url.pathname !== window.location.pathname || !url.hash) return;
      const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
      // after the router has handled the click
      if (target) requestAnimationFrame(() => target.scrollIntoView());
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}

export default function FaqPage() {
  useSectionLinksAlwaysScroll();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<FaqCategoryFilter>(ALL_FAQ_CATEGORIES);
  const [openId, setOpenId] = useState<string | null>(null);
  const items = searchFaq(FAQ_ITEMS, query, category);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Frequently Asked Questions</h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">
        Answers about NutriCoach, your account, our features and nutrition. Our privacy policy,
        terms of service and cookie policy are at the end of this page.
      </p>

      <SearchBox
        className="mt-6"
        label="Search questions"
        value={query}
        onChange={setQuery}
        placeholder="Search questions..."
      />

      <div role="group" aria-label="Question categories" className="mt-4 flex flex-wrap gap-2">
        {FAQ_CATEGORY_CHIPS.map((chip) => (
          <button
            key={chip.id}
            type="button"
            aria-pressed={category === chip.id}
            onClick={() => setCategory(chip.id)}
            className="rounded-full border border-gray-300 px-3 py-1 text-sm font-medium text-gray-800 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 aria-pressed:border-emerald-700 aria-pressed:bg-emerald-700 aria-pressed:text-white dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800 dark:aria-pressed:border-emerald-300 dark:aria-pressed:bg-emerald-300 dark:aria-pressed:text-emerald-950"
          >
            {chip.label}
          </button>
        ))}
      </div>

      <section aria-label="Questions" className="mt-6">
        {items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-gray-300 p-8 text-center dark:border-gray-700">
            <h2 className="text-lg font-semibold">No questions found</h2>
            <p className="mt-1 text-gray-700 dark:text-gray-300">
              Nothing matches &ldquo;{query.trim()}&rdquo;
              {category !== ALL_FAQ_CATEGORIES ? ` in ${category}` : ""}.
            </p>
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => {
                setQuery("");
                setCategory(ALL_FAQ_CATEGORIES);
              }}
            >
              Clear search
            </Button>
          </div>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
            {items.map((item) => {
              const open = openId === item.id;
              return (
                <li key={item.id}>
                  <h2>
                    <button
                      type="button"
                      id={`faq-q-${item.id}`}
                      aria-expanded={open}
                      aria-controls={`faq-a-${item.id}`}
                      onClick={() => setOpenId(open ? null : item.id)}
                      className="flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-emerald-600"
                    >
                      <span>{item.question}</span>
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 20 20"
                        className={`h-5 w-5 shrink-0 transition-transform ${open ? "rotate-180" : ""}`}
                        fill="currentColor"
                      >
                        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                      </svg>
                    </button>
                  </h2>
                  <div
                    id={`faq-a-${item.id}`}
                    role="region"
                    aria-labelledby={`faq-q-${item.id}`}
                    hidden={!open}
                    className="px-4 pb-4 text-gray-700 dark:text-gray-300"
                  >
                    {item.answer}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="support-heading"
        className="mt-10 rounded-xl bg-emerald-50 p-6 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50"
      >
        <h2 id="support-heading" className="text-xl font-semibold">
          Still have questions?
        </h2>
        <p className="mt-1">
          Our support team answers {SUPPORT_HOURS}, usually within one working day.
        </p>
        <a href={SUPPORT_MAILTO} className={`${buttonClass("primary")} mt-4`}>
          Contact Support
        </a>
        <p className="mt-2 text-sm">
          Or write to{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium underline">
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </section>

      <nav aria-label="Policies" className="mt-12 flex flex-wrap gap-4 text-sm">
        {LEGAL_SECTIONS.map((section) => (
          <Link
            key={section.id}
            to={`#${section.id}`}
            className="font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
          >
            {section.title}
          </Link>
        ))}
      </nav>
      {LEGAL_SECTIONS.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-8 scroll-mt-24 border-t border-gray-200 pt-8 dark:border-gray-800"
        >
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
            {section.title}
          </h2>
          <div className="mt-3 space-y-3 text-gray-700 dark:text-gray-300">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
