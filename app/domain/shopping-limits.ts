/**
 * Lengths and counts of shopping lists, in a module of their own so the page can read them
 * without the zod schemas (app/domain/schemas/shopping.ts re-exports them).
 */
export const MAX_LIST_NAME = 80;
export const MAX_ITEM_NAME = 100;
export const MAX_QUANTITY = 40;
export const MAX_LISTS_PER_USER = 50;
export const MAX_ITEMS_PER_LIST = 300;
