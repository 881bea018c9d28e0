import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * Conform's `parseWithZod` as every form here uses it, on the server (action) and in the browser (onValidate).
 * Our schemas read the posted strings themselves (trim, "" for absent, Dutch messages), so Conform's automatic
 * coercion — which turns "" into undefined inside every nested string — is off.
 */
export function parseForm<S extends z.ZodType>(formData: FormData, schema: S) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}

/** Never echoed back into a page after a refused post: `submission.reply({ hideFields: SECRET_FIELDS })`. */
export const SECRET_FIELDS = ["password", "password_repeat", "account_password", "_csrf"];
