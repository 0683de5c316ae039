/** A path parameter as an id, or null: `/recipes/abc` is not found, never a 500. Pure, no zod. */
export function parseIdParam(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
