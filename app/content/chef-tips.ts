/**
 * Chef's tips shown on the recipe detail page: a set per cuisine for the cuisines that have one,
 * and a generic set for every other recipe.
 */

export const CUISINES_WITH_TIPS = [
  "Mediterranean",
  "Italian",
  "Asian",
  "Mexican",
  "Indian",
] as const;
export type CuisineWithTips = (typeof CUISINES_WITH_TIPS)[number];

export const CHEF_TIPS: Record<CuisineWithTips, string[]> = {
  Mediterranean: [
    "Finish dishes with a drizzle of good extra-virgin olive oil after cooking, when its flavour is brightest.",
    "Add lemon zest as well as juice: the zest carries the aroma without extra sourness.",
    "Toast dried oregano in the warm oil for a few seconds to wake up its flavour.",
    "Salt tomatoes and cucumbers 10 minutes before dressing a salad, then pour off the water.",
  ],
  Italian: [
    "Salt the pasta water well and save a cup of it before draining; its starch brings sauces together.",
    "Finish cooking the pasta in the sauce for the last minute so it absorbs the flavour.",
    "Add garlic to warm, not smoking, oil and take it off the heat as soon as it turns pale gold.",
    "Tear fresh basil by hand and add it at the very end so it stays green and fragrant.",
  ],
  Asian: [
    "Prepare and line up every ingredient before you start: a stir-fry moves too fast to chop as you go.",
    "Get the wok or pan very hot and cook in small batches so food sears instead of steaming.",
    "Add toasted sesame oil at the end; its flavour fades with high heat.",
    "Balance each sauce with salty, sweet, sour and a little heat, tasting as you go.",
  ],
  Mexican: [
    "Toast whole cumin seeds and dried chillies in a dry pan until fragrant before grinding them.",
    "Warm tortillas in a dry pan for 20-30 seconds a side so they turn soft and pliable.",
    "Add lime juice and fresh coriander just before serving to keep them bright.",
    "Soak sliced onions in lime juice and a pinch of salt for 15 minutes for a quick pickle.",
  ],
  Indian: [
    "Bloom whole spices in hot oil or ghee until they crackle; this releases their aromatic oils.",
    "Cook onions slowly until deep golden: they are the base of most curries' sweetness and body.",
    "Add ground spices with a splash of water so they cook without burning.",
    "Stir in garam masala at the end of cooking, where its warm aroma stays strongest.",
    "Whisk yogurt well and add it off the heat so it does not split.",
  ],
};

export const GENERIC_CHEF_TIPS: string[] = [
  "Read the whole recipe before you start and measure out the ingredients first.",
  "Taste and adjust the seasoning at the end; a pinch of salt or squeeze of lemon often lifts a dish.",
  "Let meat rest for 5-10 minutes after cooking so the juices settle.",
  "Do not crowd the pan: give food space so it browns instead of steaming.",
];

/**
 * Tips for a recipe's cuisine, matched ignoring case and surrounding spaces; the generic set for
 * any other cuisine or when the cuisine is missing.
 */
export function chefTipsFor(cuisine: string | null | undefined): string[] {
  const wanted = (cuisine ?? "").trim().toLowerCase();
  const match = CUISINES_WITH_TIPS.find((c) => c.toLowerCase() === wanted);
  return match ? CHEF_TIPS[match] : GENERIC_CHEF_TIPS;
}
