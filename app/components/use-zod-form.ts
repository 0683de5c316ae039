import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

/**
 * A conform form over a zod schema, the way the account and settings forms check it: the schema's
 * constraints on the inputs (so the browser checks before JavaScript), errors shown on blur and
 * updated on input, the same schema as the action's.
 */
export function useZodForm<
  S extends z.ZodTypeAny,
  Shape extends Record<string, unknown> = z.output<S>,
>(
  schema: S,
  {
    id,
    lastResult,
    defaultValue,
  }: {
    id: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<Shape>;
  },
) {
  return useForm<Shape>({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
