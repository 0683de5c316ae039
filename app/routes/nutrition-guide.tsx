import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import type { MetaFunction } from "@remix-run/cloudflare";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { SearchBox } from "~/components/ui/search-box";
import { HeadedSection } from "~/components/ui/headed-section";
import {
  NUTRIENT_SEARCH_PLACEHOLDER,
  NUTRITION_GUIDE,
  NUTRITION_GUIDE_TABS,
  NUTRITION_PRINCIPLES,
  filterNutrients,
  truncateDescription,
  type MicronutrientInfo,
  type NutrientInfo,
} from "~/content/nutrition-guide";

export const meta: MetaFunction = () => [
  { title: "Nutrition Guide | NutriCoach" },
  {
    name: "description",
    content:
      "What protein, carbohydrates, fats, vitamins and minerals do, where to find them and how much you need.",
  },
];

export default function NutritionGuidePage() {
  const [query, setQuery] = useState("");
  const [tabIndex, setTabIndex] = useState(0);
  // one card open at a time, across tabs (spec section 4)
  const [expanded, setExpanded] = useState<string | null>(null);

  const results = NUTRITION_GUIDE_TABS.map((tab) => ({
    ...tab,
    entries: filterNutrients<NutrientInfo | MicronutrientInfo>(NUTRITION_GUIDE[tab.id], query),
  }));
  const searching = query.trim().length > 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Nutrition Guide</h1>
      <p className="mt-2 max-w-3xl text-gray-700 dark:text-gray-300">
        What each nutrient does for you, where to find it and how much adults need each day.
      </p>

      <SearchBox
        className="mt-6 max-w-md"
        label="Search nutrients"
        value={query}
        onChange={setQuery}
        placeholder={NUTRIENT_SEARCH_PLACEHOLDER}
      />

      <TabGroup selectedIndex={tabIndex} onChange={setTabIndex} className="mt-6">
        <TabList
          aria-label="Nutrient groups"
          className="flex max-w-xl gap-1 rounded-lg bg-gray-100 p-1 dark:bg-gray-800"
        >
          {results.map((tab) => (
            <Tab
              key={tab.id}
              className="flex-1 rounded-md px-3 py-2 text-sm font-medium text-gray-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 data-[selected]:bg-white data-[selected]:shadow-sm dark:text-gray-100 dark:data-[selected]:bg-gray-700"
            >
              {tab.label}
              {searching ? ` (${tab.entries.length})` : ""}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-6">
          {results.map((tab) => (
            <TabPanel key={tab.id}>
              {tab.entries.length === 0 ? (
                <div className="rounded-xl border border-dashed border-gray-300 p-8 text-center dark:border-gray-700">
                  <p className="font-medium">
                    No {tab.label.toLowerCase()} match &ldquo;{query.trim()}&rdquo;
                  </p>
                  <Button variant="secondary" className="mt-4" onClick={() => setQuery("")}>
                    Clear search
                  </Button>
                </div>
              ) : (
                <ul className="grid gap-4 md:grid-cols-2">
                  {tab.entries.map((entry) => (
                    <li key={entry.id}>
                      <NutrientCard
                        entry={entry}
                        open={expanded === entry.id}
                        onToggle={() => setExpanded((id) => (id === entry.id ? null : entry.id))}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>

      <HeadedSection id="principles" title="Nutrition Principles" className="mt-16">
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {NUTRITION_PRINCIPLES.map((principle) => (
            <article
              key={principle.id}
              aria-labelledby={`principle-${principle.id}`}
              className="rounded-xl border border-gray-200 p-6 dark:border-gray-800"
            >
              <h3 id={`principle-${principle.id}`} className="text-lg font-semibold">
                {principle.title}
              </h3>
              <p className="mt-1 text-gray-700 dark:text-gray-300">{principle.description}</p>
              <ul className="mt-3 space-y-1">
                {principle.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="text-emerald-700 dark:text-emerald-300">
                      ✓
                    </span>
                    {point}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </HeadedSection>
    </div>
  );
}

function NutrientCard({
  entry,
  open,
  onToggle,
}: {
  entry: NutrientInfo | MicronutrientInfo;
  open: boolean;
  onToggle: () => void;
}) {
  const detailsId = useId();
  return (
    <article
      aria-labelledby={`nutrient-${entry.id}`}
      className="h-full rounded-xl border border-gray-200 p-5 dark:border-gray-800"
    >
      <h3 id={`nutrient-${entry.id}`} className="text-lg font-semibold">
        {entry.name}
      </h3>
      <p className="mt-1 text-sm">
        <span className="font-medium">Recommended intake:</span> {entry.rda}
      </p>
      <p className="mt-2 text-gray-700 dark:text-gray-300">
        {open ? entry.description : truncateDescription(entry.description)}
      </p>
      {open ? (
        <div id={detailsId} className="mt-3 space-y-3 text-sm">
          <div>
            <h4 className="font-semibold">Benefits</h4>
            <ul className="mt-1 list-disc pl-5">
              {entry.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="font-semibold">Good sources</h4>
            <ul className="mt-1 list-disc pl-5">
              {entry.sources.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </div>
          {"deficiency" in entry ? (
            <div>
              <h4 className="font-semibold">Signs of deficiency</h4>
              <p className="mt-1">{entry.deficiency}</p>
            </div>
          ) : null}
        </div>
      ) : null}
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={open ? detailsId : undefined}
        aria-label={`${open ? "Show less" : "Read more"} about ${entry.name}`}
        className="mt-3 text-sm font-semibold text-emerald-800 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-emerald-300"
      >
        {open ? "Show less" : "Read more"}
      </button>
    </article>
  );
}
