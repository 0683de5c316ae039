/**
 * The dashboard forms' validation in the browser: the same zod schemas as the page's action and
 * the JSON APIs. Loaded after the page (useValidation), so zod is not part of its first load.
 */
export { parseWithZod } from "@conform-to/zod";
export {
  goalCreateFormSchema,
  goalProgressFormSchema,
  mealFormSchemas,
  metricsFormSchema,
} from "~/domain/schemas/wellness";
