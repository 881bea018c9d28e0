import { z } from "zod";
import { type CheckOptions, checkOptionValue, type FieldValue, type ValueOption } from "./rules";

/** The same rules as a zod schema: parses a raw value to its normalised form, or fails with the Dutch message. */
export function optionValueSchema(option: ValueOption, opts: CheckOptions = {}): z.ZodType<FieldValue> {
  return z.unknown().transform((raw, ctx) => {
    const result = checkOptionValue(option, raw, opts);
    if (result.error === undefined) return result.value;
    ctx.issues.push({ code: "custom", message: result.error, input: raw });
    return z.NEVER;
  });
}
