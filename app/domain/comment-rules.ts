/**
 * The comment form's limits and texts (spec 1 section 5), without zod: the recipe page's browser
 * code reads them, while the whole rule (commentSchema in schemas/recipes.ts, built from these) runs
 * in the page action and the JSON API. Keeping zod out of the recipe page's chunk holds it within
 * its JavaScript budget (issue 19; docs/decisions/041).
 */
export const MAX_COMMENT_LENGTH = 2000;
export const COMMENT_EMPTY_MESSAGE = "Comment cannot be empty";

/** The one check the form makes before posting: a blank comment is refused with the spec's text. */
export function isBlankComment(text: string): boolean {
  return text.trim() === "";
}
