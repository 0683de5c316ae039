import { HeadedSection } from "~/components/ui/headed-section";
import {
  AR_TIPS,
  HOW_AR_MEASUREMENT_WORKS,
  INGREDIENT_REFERENCES,
  MEASUREMENT_CONVERSIONS,
} from "~/content/ar-measurement";
import { ReferenceCard } from "./reference-card";

/** The page's guide below the camera: how it works, tips, conversions and the references. */
export function ArGuide() {
  return (
    <>
      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        <HeadedSection id="how" title="How it Works">
          <ol className="mt-4 space-y-3">
            {HOW_AR_MEASUREMENT_WORKS.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-emerald-700 font-bold text-white dark:bg-emerald-300 dark:text-emerald-950"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="text-sm text-gray-700 dark:text-gray-300">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </HeadedSection>
        <HeadedSection id="tips" title="Tips for Better Results">
          <ul className="mt-4 space-y-2">
            {AR_TIPS.map((tip) => (
              <li key={tip} className="flex gap-2">
                <span aria-hidden="true" className="text-emerald-700 dark:text-emerald-300">
                  ✓
                </span>
                {tip}
              </li>
            ))}
          </ul>
        </HeadedSection>
      </div>

      <HeadedSection id="conversions" title="Common Measurement Conversions" className="mt-12">
        <div className="mt-4 grid gap-6 md:grid-cols-3">
          {MEASUREMENT_CONVERSIONS.map((group) => (
            <div
              key={group.id}
              className="rounded-xl border border-gray-200 p-4 dark:border-gray-800"
            >
              <h3 className="font-semibold">{group.title}</h3>
              <dl className="mt-2 space-y-2 text-sm">
                {group.conversions.map((c) => (
                  <div
                    key={c.from}
                    className="flex justify-between gap-3 border-b border-gray-100 pb-1 last:border-0 dark:border-gray-800"
                  >
                    <dt className="font-medium">{c.from}</dt>
                    <dd className="text-right text-gray-700 dark:text-gray-300">{c.to}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      </HeadedSection>

      <HeadedSection id="references" title="Ingredient References" className="mt-12">
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {INGREDIENT_REFERENCES.map((r) => (
            <ReferenceCard key={r.id} reference={r} />
          ))}
        </div>
      </HeadedSection>
    </>
  );
}
