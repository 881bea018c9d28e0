import type { FieldMetadata } from "@conform-to/react";

/**
 * What the product form's fieldsets read: Conform's fields, the value each input starts with (the typed value
 * after a refused save, else the stored one), the Dutch error beside each, and the field that takes the focus.
 */
export interface ProductFormState {
  fields: Record<string, FieldMetadata<unknown>>;
  value: (name: string) => string;
  values: (name: string) => string[];
  error: (name: string) => string | undefined;
  focus: string | undefined;
}

/** What the product page's action answers without redirecting. */
export type ProductActionData =
  | { kind: "published" | "refused" | "ordered"; message: string }
  | { kind: "invalid"; message: string; result: unknown };
