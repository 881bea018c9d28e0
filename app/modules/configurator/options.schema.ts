import { z } from "zod";
import { COMPARE_OPS, VISIBILITY_OPS } from "./options";

// The zod-free helpers and constants (shared with the browser) live in options.ts.
export * from "./options";

/**
 * The option definition of a configurable product (spec §3.4): its options, their suboptions and rates, and the
 * price formulas. Stored as JSON; `version` lets later shapes be migrated. Rates and prices are decimal strings,
 * excl. btw, so no float ever touches money.
 *
 * New option types (date, range slider, matrix, upload, map, postcode distance, colour picker, layered image …)
 * are added as further members of `optionSchema`'s discriminated union.
 */

export const OPTION_DEFINITION_VERSION = 1;

const SLUG = /^[a-z0-9_-]+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const UNSIGNED_DECIMAL = /^\d+(\.\d+)?$/;

export const slugSchema = z.string().min(1).max(100).regex(SLUG, "slug: lowercase a-z, 0-9, _ and - only");
/** A signed decimal rate, e.g. "107.129" or "-5". */
export const rateSchema = z.string().regex(DECIMAL, "a decimal string such as 107.129");
/** A non-negative decimal amount, e.g. "185". */
export const amountSchema = z.string().regex(UNSIGNED_DECIMAL, "a non-negative decimal string such as 185");

export const suboptionSchema = z.object({
  slug: slugSchema,
  label: z.string(),
  rate: rateSchema,
  default: z.boolean().optional(),
  /** Swatch colour of a colour radio (#rgb or #rrggbb). */
  colour: z
    .string()
    .regex(/^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/)
    .optional(),
  /** Local image of an image radio (a path on this site). */
  image: z
    .string()
    .regex(/^\/[\w./-]+$/)
    .optional(),
  /** Image changer (spec §2.5): the id of one of the product's images, shown as its main image while chosen. */
  galleryImage: z.number().int().positive().optional(),
});

type SuboptionEntry = Omit<z.input<typeof suboptionSchema>, "slug">;

/** Suboptions as an ordered list, or as a map `{slug: {label, rate}}` (map order = key order). */
export const suboptionsSchema = z
  .union([
    z.array(suboptionSchema),
    z
      .record(slugSchema, suboptionSchema.omit({ slug: true }))
      .transform((map) => Object.entries(map).map(([slug, s]: [string, SuboptionEntry]) => ({ slug, ...s }))),
  ])
  .pipe(z.array(suboptionSchema).min(1))
  .refine((list) => new Set(list.map((s) => s.slug)).size === list.length, "duplicate suboption slug");

export const validationSchema = z.object({
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().positive().optional(),
  pattern: z
    .string()
    .refine((p) => {
      try {
        new RegExp(p, "u");
        return true;
      } catch {
        return false;
      }
    }, "invalid regular expression")
    .optional(),
  minLength: z.number().int().nonnegative().optional(),
  maxLength: z.number().int().positive().optional(),
  /** Compare this (numeric) value with another option's value, referenced by slug. */
  compare: z.object({ field: slugSchema, op: z.enum(COMPARE_OPS) }).optional(),
});

export const visibilityConditionSchema = z.object({
  /** The other option's slug. */
  field: slugSchema,
  op: z.enum(VISIBILITY_OPS),
  /** A string for eq/neq, a list for in, a number(-string) for gt/lt; unused for empty/not_empty. */
  value: z.union([z.string(), z.number(), z.array(z.string())]).optional(),
});

/** Show the option only when all (or any) of the conditions hold; without rules it is always shown. */
export const visibilitySchema = z.object({
  match: z.enum(["all", "any"]).default("all"),
  conditions: z.array(visibilityConditionSchema).min(1),
});

const base = {
  slug: slugSchema,
  label: z.string(),
  cartLabel: z.string().optional(),
  required: z.boolean().default(false),
  helpText: z.string().optional(),
  visibility: visibilitySchema.optional(),
  /** Spec §3.4: the label's `{# … #}` markers are filled with the computed values after each calculation. */
  is_dynamic_label: z.boolean().default(false),
};

const textInput = z.object({
  ...base,
  type: z.literal("text_input"),
  numeric: z.boolean().default(false),
  placeholder: z.string().optional(),
  validation: validationSchema.optional(),
});
const number = z.object({
  ...base,
  type: z.literal("number"),
  placeholder: z.string().optional(),
  validation: validationSchema.omit({ pattern: true, minLength: true, maxLength: true }).optional(),
});
const textarea = z.object({
  ...base,
  type: z.literal("textarea"),
  placeholder: z.string().optional(),
  validation: validationSchema.pick({ pattern: true, minLength: true, maxLength: true }).optional(),
});
const select = z.object({ ...base, type: z.literal("select"), suboptions: suboptionsSchema });
const radio = z.object({
  ...base,
  type: z.literal("radio"),
  variant: z.enum(["text", "image", "colour"]).default("text"),
  suboptions: suboptionsSchema,
});
const checkbox = z.object({
  ...base,
  type: z.literal("checkbox"),
  suboptions: suboptionsSchema,
  validation: z
    .object({
      minChecked: z.number().int().positive().optional(),
      maxChecked: z.number().int().positive().optional(),
    })
    .optional(),
});
const dynamicNotice = z.object({ ...base, type: z.literal("dynamic_notice"), text: z.string().optional() });

// --- Option types of issue 13 (dates, range slider, price matrix); see docs/decisions/022. ---

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const ymdSchema = z.string().regex(YMD, "a date as YYYY-MM-DD");
const date = z.object({
  ...base,
  type: z.literal("date"),
  /** single: one day; range: start and end; multiple: a list of days; time: a time of day only. */
  mode: z.enum(["single", "range", "multiple", "time"]).default("single"),
  /** A single date also asks for a time (stored `Y-MM-DD H:mm`). */
  withTime: z.boolean().default(false),
  /** Range: duration counts nights + 1 (a day-night booking: 1 to 3 June is 3 days). */
  dayNight: z.boolean().default(false),
  /** The earliest day as days from today (shop time zone), e.g. 21; and/or a fixed earliest day. */
  minDaysAhead: z.number().int().min(0).max(3650).optional(),
  maxDaysAhead: z.number().int().min(0).max(3650).optional(),
  minDate: ymdSchema.optional(),
  maxDate: ymdSchema.optional(),
  /** Weekdays that cannot be picked, 0 = Sunday … 6 = Saturday. */
  disabledWeekdays: z.array(z.number().int().min(0).max(6)).max(6).default([]),
  /** Multiple mode: the most days one may pick. */
  maxDays: z.number().int().min(1).max(31).default(5),
});
const rangeSlider = z.object({
  ...base,
  type: z.literal("range_slider"),
  /** Two handles (from–to) instead of one. */
  double: z.boolean().default(false),
  min: z.number(),
  max: z.number(),
  step: z.number().positive().default(1),
  /** Optional named stops: the slider moves over these; the companion input matches a label or value. */
  list: z
    .array(z.object({ value: rateSchema, label: z.string().min(1) }))
    .max(200)
    .optional(),
  /** Unit shown after the value, e.g. "mm". */
  unit: z.string().max(20).optional(),
});
const matrix = z.object({
  ...base,
  type: z.literal("matrix"),
  /** Column heads (e.g. widths in mm) and row heads (heights), as decimal strings. */
  columns: z.array(rateSchema).min(1).max(50),
  rows: z.array(rateSchema).min(1).max(50),
  /** Cell values per row then column (a rate excl. btw); "" marks a size that cannot be ordered. */
  cells: z.array(z.array(z.union([rateSchema, z.literal("")]))),
  /** Head captions, e.g. "Breedte (mm)" and "Hoogte (mm)". */
  columnLabel: z.string().optional(),
  rowLabel: z.string().optional(),
});

// --- uploads (issue 13 point 7); see docs/decisions/023. ---
/** The file types an upload option may allow (checked by content); "jpg" covers jpeg. */
export const UPLOAD_TYPES = ["jpg", "png", "gif", "webp", "pdf", "zip"] as const;
const fileUpload = z.object({
  ...base,
  type: z.literal("file_upload"),
  /** Allowed types (spec §5.3); empty: jpg and zip (§9.2). */
  fileTypes: z.array(z.enum(UPLOAD_TYPES)).max(UPLOAD_TYPES.length).default([]),
  /** Size limit in KB (× 1024 bytes); 0: the default 2 MB (§9.2). At most 50 MB. */
  maxKb: z.number().int().min(0).max(51_200).default(0),
});
// --- end uploads ---

export const optionSchema = z
  .discriminatedUnion("type", [
    textInput,
    number,
    textarea,
    select,
    radio,
    checkbox,
    dynamicNotice,
    date,
    rangeSlider,
    matrix,
    fileUpload,
  ])
  .superRefine((o, ctx) => {
    if (o.type === "range_slider" && !(o.max > o.min))
      ctx.addIssue({ code: "custom", path: ["max"], message: "max must be greater than min" });
    if (o.type === "matrix") {
      const ok = o.cells.length === o.rows.length && o.cells.every((r) => r.length === o.columns.length);
      if (!ok) ctx.addIssue({ code: "custom", path: ["cells"], message: "one cell per row and column" });
    }
    if (o.type === "date" && o.disabledWeekdays.length !== new Set(o.disabledWeekdays).size)
      ctx.addIssue({ code: "custom", path: ["disabledWeekdays"], message: "duplicate weekday" });
  });

/**
 * The parts of the price tag around the amount (spec §2.5, §3.5): `prefix` is sent as `price_suffix` (the old
 * plugin's name for the text before the price), `postfix` as `price_postfix`, `taxSuffix` as `price_tax_suffix`
 * (empty: the shop's "incl. btw").
 */
export const priceTagSchema = z
  .object({
    prefix: z.string().max(100).default(""),
    postfix: z.string().max(100).default(""),
    taxSuffix: z.string().max(100).default(""),
  })
  .default({ prefix: "", postfix: "", taxSuffix: "" });

/** Product page settings of spec §3.6 that a product may set for itself; a missing one uses the shop's. */
export const productSettingsSchema = z
  .object({
    ajax_add_to_cart: z.boolean().optional(),
    redirect_to_cart: z.boolean().optional(),
  })
  .default({});

const RESERVED_SLUG =
  /^price$|_count$|_count_spaces$|_start$|_end$|_duration$|_days$|_from$|_to$|_col$|_row$|_cell$|_time$|_width$|_height$/;

export const optionDefinitionSchema = z
  .object({
    version: z.number().int().positive().default(OPTION_DEFINITION_VERSION),
    basePrice: amountSchema,
    mainFormula: z.string().min(1),
    rules: z.array(z.object({ condition: z.string().min(1), formula: z.string().min(1) })).default([]),
    derived: z.array(z.object({ slug: slugSchema, formula: z.string().min(1) })).default([]),
    minPrice: amountSchema.optional(),
    maxPrice: amountSchema.optional(),
    priceTag: priceTagSchema,
    settings: productSettingsSchema,
    options: z.array(optionSchema),
  })
  .superRefine((def, ctx) => {
    const slugs = new Set<string>();
    def.options.forEach((o, i) => {
      if (slugs.has(o.slug))
        ctx.addIssue({ code: "custom", path: ["options", i, "slug"], message: "duplicate slug" });
      if (RESERVED_SLUG.test(o.slug))
        ctx.addIssue({ code: "custom", path: ["options", i, "slug"], message: "reserved slug" });
      slugs.add(o.slug);
    });
    def.options.forEach((o, i) => {
      const refs = [...(o.visibility?.conditions.map((c) => c.field) ?? [])];
      if ("validation" in o && o.validation && "compare" in o.validation && o.validation.compare)
        refs.push(o.validation.compare.field);
      for (const ref of refs) {
        if (!slugs.has(ref) || ref === o.slug)
          ctx.addIssue({ code: "custom", path: ["options", i], message: `refers to unknown option ${ref}` });
      }
    });
    const derived = new Set<string>();
    def.derived.forEach((d, i) => {
      if (derived.has(d.slug))
        ctx.addIssue({ code: "custom", path: ["derived", i, "slug"], message: "duplicate" });
      derived.add(d.slug);
    });
  });

export type OptionDefinitionInput = z.input<typeof optionDefinitionSchema>;
export type OptionDefinition = z.output<typeof optionDefinitionSchema>;
export type Option = OptionDefinition["options"][number];
export type OptionType = Option["type"];
export type Suboption = z.output<typeof suboptionSchema>;
export type Validation = z.output<typeof validationSchema>;
export type VisibilityRule = z.output<typeof visibilitySchema>;
export type VisibilityCondition = z.output<typeof visibilityConditionSchema>;
/** Options that carry suboptions. */
export type ChoiceOption = Extract<Option, { suboptions: Suboption[] }>;
export type DateOption = Extract<Option, { type: "date" }>;
export type RangeSliderOption = Extract<Option, { type: "range_slider" }>;
export type MatrixOption = Extract<Option, { type: "matrix" }>;
export type FileUploadOption = Extract<Option, { type: "file_upload" }>;

/** Parses and normalises a stored definition; throws a ZodError when it is malformed. */
export function parseOptionDefinition(input: unknown): OptionDefinition {
  return optionDefinitionSchema.parse(input);
}
