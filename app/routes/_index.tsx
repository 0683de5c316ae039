import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { publicOrigin } from "~/lib/origin.server";
import { listRecipeTeasers } from "~/services/recipes.server";

export const OG_IMAGE = { path: "/images/og-image.png", width: 1200, height: 630 };

/** The dishes pictured on the landing page: the sample meal first, then a strip of four. */
const PICTURED = [
  "ginger-teriyaki-salmon-with-broccoli",
  "green-shakshuka-with-spinach-chard-and-feta",
  "baked-fish-tacos-with-lime-yogurt-crema",
  "mushroom-and-pea-risotto-with-lemon",
  "paneer-tikka-skewers-with-peppers-and-onion",
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const pictured = await listRecipeTeasers(context.db, PICTURED);
  return json({ origin: publicOrigin(request, context.env), pictured });
}

const TITLE = "NutriCoach | AI-powered personalized meal planning, free";
const DESCRIPTION =
  "Free personalized diet plans, healthy recipes, a BMR and TDEE calorie calculator with macro tracking, and Emily, an AI nutrition coach. No credit card required.";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const origin = data?.origin ?? "";
  const url = `${origin}/`;
  const image = `${origin}${OG_IMAGE.path}`;
  return [
    { title: TITLE },
    { name: "description", content: DESCRIPTION },
    {
      name: "keywords",
      content:
        "meal planning, personalized diet plan, healthy recipes, calorie calculator, BMR, TDEE, macro tracking, AI nutrition coach, weight loss",
    },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "NutriCoach" },
    { property: "og:title", content: TITLE },
    { property: "og:description", content: DESCRIPTION },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: "NutriCoach: personalized meal planning" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: TITLE },
    { name: "twitter:description", content: DESCRIPTION },
    { name: "twitter:image", content: image },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name: "NutriCoach",
        url,
        description: DESCRIPTION,
        applicationCategory: "HealthApplication",
        operatingSystem: "Any (web browser)",
        isAccessibleForFree: true,
        image,
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      },
    },
  ];
};

const primaryButton =
  "inline-flex items-center justify-center rounded-md bg-emerald-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-emerald-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-gray-950";
const secondaryButton =
  "inline-flex items-center justify-center rounded-md border border-gray-300 bg-white px-5 py-3 font-semibold text-gray-900 shadow-sm hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:ring-offset-gray-950";

const MACROS = [
  {
    label: "Protein",
    value: "25g",
    tone: "bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  },
  {
    label: "Carbs",
    value: "40g",
    tone: "bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  },
  {
    label: "Fat",
    value: "15g",
    tone: "bg-rose-50 text-rose-900 dark:bg-rose-950 dark:text-rose-100",
  },
];

const FEATURES = [
  {
    title: "Personalized diet profile setup",
    text: "Tell us your body data, dietary preferences, allergies and restrictions, and whether you want to lose weight or build fitness. Every suggestion follows your profile.",
  },
  {
    title: "AI calorie calculator and macro tracking",
    text: "Your BMR and TDEE from the Mifflin-St Jeor equation, a daily calorie target for your goal, and protein, carbs and fat in grams.",
  },
  {
    title: "Custom healthy recipe generator",
    text: "Recipes from 13 cuisines with nutrition computed from USDA food data, ingredient swaps for your diet, and weekly meal plans that hit your numbers.",
  },
];

const TESTIMONIALS = [
  {
    name: "Maya R.",
    text: "Lost 15 pounds in 3 months without feeling hungry. The weekly plans hit my calorie target and I actually liked the food.",
  },
  {
    name: "Daniel K.",
    text: "As a vegetarian training for a half marathon, the high-protein swaps and macro targets made planning so much easier.",
  },
  {
    name: "Priya S.",
    text: "I love the cultural stories behind the recipes. Cooking dinner became something my whole family looks forward to.",
  },
];

export default function Index() {
  const { pictured } = useLoaderData<typeof loader>();
  const [sample, ...strip] = pictured;
  return (
    <>
      <section className="bg-gradient-to-b from-emerald-50 to-white dark:from-emerald-950/40 dark:to-gray-950">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
          <div>
            <h1 className="text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl dark:text-white">
              AI-powered meal planning, personalized for you
            </h1>
            <p className="mt-5 text-lg text-gray-700 dark:text-gray-300">
              Free, with no credit card required: meal recommendations, custom diet plans, AI
              nutrition coaching and a calorie calculator built around your body, your tastes and
              your goals.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/onboarding" className={primaryButton}>
                Get Started
              </Link>
              <Link to="/recommendations" className={secondaryButton}>
                Browse Healthy Recipes
              </Link>
            </div>
            <a
              href="#testimonials"
              className="mt-6 inline-block text-sm font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
            >
              See Success Stories &amp; User Reviews
            </a>
          </div>
          <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900">
            {sample ? (
              <img
                src={sample.imageUrl}
                alt={sample.title}
                width={800}
                height={600}
                className="mb-4 aspect-[4/3] w-full rounded-xl object-cover"
              />
            ) : null}
            <p className="text-sm font-medium text-gray-700 dark:text-gray-300">
              Sample meal, per serving
            </p>
            <p className="mt-1 text-xl font-semibold">
              {sample ? (
                <Link to={`/recipes/${sample.id}`} className="underline-offset-2 hover:underline">
                  {sample.title}
                </Link>
              ) : (
                "Grilled salmon quinoa bowl"
              )}
            </p>
            <ul className="mt-5 grid grid-cols-3 gap-3" aria-label="Sample macros">
              {MACROS.map((m) => (
                <li key={m.label} className={`rounded-xl p-4 text-center ${m.tone}`}>
                  <span className="block text-2xl font-bold">{m.value}</span>
                  <span className="text-sm">{m.label}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      {strip.length ? (
        <section aria-labelledby="cooking-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
          <h2 id="cooking-heading" className="text-3xl font-bold tracking-tight">
            Cooking this week
          </h2>
          <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
            {strip.map((r) => (
              <li key={r.id}>
                <Link
                  to={`/recipes/${r.id}`}
                  className="group block rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
                >
                  <img
                    src={r.imageUrl}
                    alt=""
                    width={800}
                    height={600}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-full rounded-xl object-cover"
                  />
                  <span className="mt-2 block font-medium group-hover:underline">{r.title}</span>
                  <span className="text-sm text-gray-700 dark:text-gray-300">
                    {r.calories} kcal a serving
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        id="features"
        aria-labelledby="features-heading"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6"
      >
        <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
          Everything you need to eat well
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {FEATURES.map((f) => (
            <li
              key={f.title}
              className="rounded-xl border border-gray-200 p-6 dark:border-gray-800"
            >
              <h3 className="text-lg font-semibold">{f.title}</h3>
              <p className="mt-2 text-gray-700 dark:text-gray-300">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="testimonials"
        aria-labelledby="testimonials-heading"
        className="scroll-mt-20 bg-gray-50 py-16 dark:bg-gray-900"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="testimonials-heading" className="text-3xl font-bold tracking-tight">
            Success stories
          </h2>
          <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
            Illustrative stories of the kind of results people aim for.
          </p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {TESTIMONIALS.map((t) => (
              <li key={t.name} className="rounded-xl bg-white p-6 shadow-sm dark:bg-gray-950">
                <blockquote className="text-gray-800 dark:text-gray-200">
                  &ldquo;{t.text}&rdquo;
                </blockquote>
                <p className="mt-4 font-semibold">{t.name}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6">
        <h2 className="text-3xl font-bold tracking-tight">
          Ready to transform your eating habits?
        </h2>
        <p className="mt-3 text-gray-700 dark:text-gray-300">
          Set up your profile in two minutes and get your first plan today.
        </p>
        <Link to="/onboarding" className={`${primaryButton} mt-6`}>
          Get Started Today
        </Link>
      </section>
    </>
  );
}
