/**
 * The conventions a coach reply follows so the page can render it richly (spec 2 section 2, Emily AI
 * page). They are plain Markdown, so any model can write them and any reader can read them:
 *
 * - A callout is a blockquote (or a paragraph) opening with its bold label:
 *   `> **Ayurvedic Insight:** Warm, cooked foods calm Vata.`
 *   Labels: Ayurvedic Insight, TCM Wisdom, Science Says, Wellness Tip, Food Focus, Tip.
 * - A meal-plan day is a heading followed by a list whose items open with a bold meal name:
 *   `- **Breakfast:** [Oat pancakes](/recipe-search?q=Oat%20pancakes), 420 kcal`
 *   Meal names: Breakfast, Lunch, Dinner, Snack (or Snacks). The page shows the items as blocks
 *   linking to /meal-plan.
 * - A recipe suggestion is a link to `/recipe-search?q=<title>`.
 *
 * The same text goes to external models in the system prompt (FORMAT_INSTRUCTIONS).
 */
import { COACH_CALLOUTS } from "~/content/wellness";
import { inlineText, type Block, type Inline } from "../markdown";

export type CalloutKind = (typeof COACH_CALLOUTS)[number];
export type MealSlotLabel = "breakfast" | "lunch" | "dinner" | "snack";

/** Longest first, so "Wellness Tip" is not read as "Tip". */
const LABELS_BY_LENGTH = [...COACH_CALLOUTS].sort((a, b) => b.length - a.length);

function normaliseLabel(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

export function calloutKindOf(label: string): CalloutKind | null {
  const key = normaliseLabel(label);
  return LABELS_BY_LENGTH.find((l) => l.toLowerCase() === key) ?? null;
}

/** The inline content without its leading bold label and the ":" or dash after it. */
function dropLeadingLabel(children: Inline[]): Inline[] {
  const rest = children.slice(1);
  const first = rest[0];
  if (first?.type === "text") {
    const value = first.value.replace(/^\s*[:\-–—]?\s*/, "");
    return value ? [{ type: "text", value }, ...rest.slice(1)] : rest.slice(1);
  }
  return rest;
}

function leadingStrong(children: Inline[]): string | null {
  const first = children[0];
  return first?.type === "strong" ? inlineText(first.children) : null;
}

export type Callout = { kind: CalloutKind; children: Block[] };

/** The callout a block is, or null. */
export function calloutOf(block: Block): Callout | null {
  if (block.type === "paragraph") {
    const label = leadingStrong(block.children);
    const kind = label ? calloutKindOf(label) : null;
    if (!kind) return null;
    return { kind, children: [{ type: "paragraph", children: dropLeadingLabel(block.children) }] };
  }
  if (block.type !== "blockquote" || block.children.length === 0) return null;
  const [first, ...rest] = block.children;
  if (first.type === "heading") {
    const kind = calloutKindOf(inlineText(first.children));
    return kind ? { kind, children: rest } : null;
  }
  if (first.type === "paragraph") {
    const label = leadingStrong(first.children);
    const kind = label ? calloutKindOf(label) : null;
    if (!kind) return null;
    const remainder = dropLeadingLabel(first.children);
    return {
      kind,
      children: remainder.length ? [{ type: "paragraph", children: remainder }, ...rest] : rest,
    };
  }
  return null;
}

const MEAL_SLOTS: Record<string, MealSlotLabel> = {
  breakfast: "breakfast",
  lunch: "lunch",
  dinner: "dinner",
  snack: "snack",
  snacks: "snack",
};

export type MealBlock = { slot: MealSlotLabel; label: string; content: Inline[]; more: Block[] };

/**
 * A list whose items all open with a bold meal name (at least two of them) is a meal-plan day:
 * its meals, in order; null for any other block.
 */
export function mealDayOf(block: Block): MealBlock[] | null {
  if (block.type !== "list" || block.items.length < 2) return null;
  const meals: MealBlock[] = [];
  for (const item of block.items) {
    const [first, ...more] = item.children;
    if (first?.type !== "paragraph") return null;
    const label = leadingStrong(first.children);
    const slot = label ? MEAL_SLOTS[normaliseLabel(label)] : undefined;
    if (!slot || !label) return null;
    meals.push({
      slot,
      label: label.replace(/[:\s]+$/, ""),
      content: dropLeadingLabel(first.children),
      more,
    });
  }
  return meals;
}

/**
 * The link to a recipe suggestion: the recipe search, looking for the title. Parentheses are
 * escaped too (encodeURIComponent leaves them), or "Tofu Palak (Spinach Curry)" would end the
 * Markdown link target at its first ")".
 */
export function recipeSearchHref(title: string): string {
  const query = encodeURIComponent(title).replace(/[()]/g, (c) => (c === "(" ? "%28" : "%29"));
  return `/recipe-search?q=${query}`;
}

/** Markdown for a recipe link; brackets in a title are escaped so the link stays one link. */
/** A catalogue recipe's own page: `[Title](/recipes/12)`. */
export function recipePageLink(id: number, title: string): string {
  return `[${title.replace(/([[\]\\])/g, "\\$1")}](/recipes/${id})`;
}

export function recipeLink(title: string): string {
  return `[${title.replace(/([[\]\\])/g, "\\$1")}](${recipeSearchHref(title)})`;
}

/** What external models are told about the reply format (part of the system prompt). */
export const FORMAT_INSTRUCTIONS = [
  "Format replies in Markdown: short ## or ### headings, bullet lists, **bold** for key numbers.",
  `Put traditional and evidence notes in callouts: a blockquote opening with one bold label from this list: ${COACH_CALLOUTS.map((l) => `"${l}"`).join(", ")}. Example: > **Science Says:** Fibre slows the rise in blood sugar after a meal.`,
  "For a meal plan, give each day a ### heading (the weekday) followed by a list whose items start with **Breakfast:**, **Lunch:**, **Dinner:** and **Snack:**.",
  "Link each catalogue recipe you suggest with the link listed for it ([Recipe title](/recipes/12)); any other recipe as [Recipe title](/recipe-search?q=Recipe%20title). Use no other links except https sources, no images and no HTML.",
].join("\n");
