import { z } from "zod";
import { checkLayerRefs, layersSchema } from "./layers.schema";
import { COMPARE_OPS, FORMAT_RULES, hasNumericValue, VISIBILITY_OPS } from "./options";
import { priceTagSchema, productSettingsSchema } from "./product-settings.schema";

// The zod-free helpers and constants (shared with the browser) live in options.ts.
export * from "./options";
export { priceTagSchema, productSettingsSchema } from "./product-settings.schema";

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
  // --- colour (issue 13 point 10) ---
  /** Designer link (spec §3.4, §4.4): choosing this suboption loads this product of the external designer. */
  designerProductId: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
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

const bound = z.number();
const count = z.number().int().nonnegative();
/** Two bounds [low, high] of the range, length, words and check rules (spec §5.4). */
const pairOf = (item: z.ZodNumber) =>
  z.tuple([item, item]).refine(([a, b]) => a <= b, "the first bound must not exceed the second");

/** The numeric rules (spec §5.4 min, max, range; §5.3 comparison with another field) and a step. */
const numericValidation = {
  min: bound.optional(),
  max: bound.optional(),
  step: z.number().positive().optional(),
  range: pairOf(bound).optional(),
  /** Compare this (numeric) value with another option's value, referenced by slug. */
  compare: z.object({ field: slugSchema, op: z.enum(COMPARE_OPS) }).optional(),
};
/** The text rules of spec §5.4: length, words, a format, not blank and a pattern. */
const textValidation = {
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
  minLength: count.optional(),
  maxLength: z.number().int().positive().optional(),
  length: pairOf(count).optional(),
  minWords: count.optional(),
  maxWords: z.number().int().positive().optional(),
  words: pairOf(count).optional(),
  /** One format rule: email, url, number, digits, alphanum, integer or dateiso. */
  format: z.enum(FORMAT_RULES).optional(),
  /** A value of only spaces is refused (an empty value is the `required` rule's). */
  notBlank: z.boolean().optional(),
};
/** The value must equal (equalto) or differ from (notequalto) another option's value, referenced by slug. */
const sameValidation = { equalTo: slugSchema.optional(), notEqualTo: slugSchema.optional() };

/** Every rule of the validation catalogue (docs/decisions/026); each option type picks the ones it takes. */
export const validationSchema = z.object({ ...numericValidation, ...textValidation, ...sameValidation });

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
  validation: z.object({ ...numericValidation, ...sameValidation }).optional(),
});
const textarea = z.object({
  ...base,
  type: z.literal("textarea"),
  placeholder: z.string().optional(),
  validation: z.object({ ...textValidation, ...sameValidation }).optional(),
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
      /** Between [low, high] choices (spec §5.4 check). */
      check: pairOf(count).optional(),
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
  /** Validation catalogue (decision 026): a single date compared with another date option, or equal/unique. */
  validation: z.object({ compare: numericValidation.compare, ...sameValidation }).optional(),
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

// --- colour (issue 13 points 4 and 10): colour picker with imagify; see docs/decisions/025. ---
const HEX = /^#[0-9a-fA-F]{6}$/;
export const hexColourSchema = z.string().regex(HEX, "a colour as #rrggbb");
const colourPicker = z.object({
  ...base,
  type: z.literal("colour_picker"),
  /** The colour the picker starts (and "Standaard" returns) at; without it the field starts empty. */
  defaultColour: hexColourSchema.optional(),
  /** Imagify: the chosen colour tints the preview's tint layers tied to this option. */
  imagify: z.boolean().default(true),
});
// --- geo: map picker and distance by postcode (issue 13 points 8–9); see docs/decisions/024. ---
const map = z.object({
  ...base,
  type: z.literal("map"),
  placeholder: z.string().optional(),
  /** Where the map opens before an address is chosen, and its zoom (default: the middle of the Netherlands). */
  center: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  zoom: z.number().int().min(1).max(19).optional(),
});
const postcodeDistance = z.object({
  ...base,
  type: z.literal("postcode_distance"),
  placeholder: z.string().optional(),
  /** Distances above this (km) are refused with a Dutch message (e.g. outside the installation area). */
  maxKm: z.number().positive().optional(),
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
    colourPicker,
    map,
    postcodeDistance,
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

const RESERVED_SLUG =
  /^price$|_count$|_count_spaces$|_start$|_end$|_duration$|_days$|_from$|_to$|_col$|_row$|_cell$|_time$|_latlng$|_origin$|_postcode$|_width$|_height$/;

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
    /** colour: the layered preview image (spec §2.5, §3.4); see layers.ts. */
    layers: layersSchema,
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
      for (const ref of refs) {
        if (!slugs.has(ref) || ref === o.slug)
          ctx.addIssue({ code: "custom", path: ["options", i], message: `refers to unknown option ${ref}` });
      }
      // Validation catalogue (decision 026): a rule's other field must exist, be another option and suit it.
      for (const { key, field } of ruleReferences(o)) {
        const other = def.options.find((x) => x.slug === field);
        if (!other || field === o.slug)
          ctx.addIssue({ code: "custom", path: ["options", i, "validation", key], message: "unknown field" });
        else if (key === "compare" && !comparable(o, other))
          ctx.addIssue({
            code: "custom",
            path: ["options", i, "validation", key],
            message: "not comparable",
          });
      }
    });
    checkLayerRefs(def, ctx);
    const derived = new Set<string>();
    def.derived.forEach((d, i) => {
      if (derived.has(d.slug))
        ctx.addIssue({ code: "custom", path: ["derived", i, "slug"], message: "duplicate" });
      derived.add(d.slug);
    });
  });

/** The other fields a option's rules refer to (compare, equalto, notequalto). */
function ruleReferences(o: Option): { key: string; field: string }[] {
  const v = ("validation" in o ? o.validation : undefined) as
    | { compare?: { field: string }; equalTo?: string; notEqualTo?: string }
    | undefined;
  if (!v) return [];
  return [
    v.compare ? { key: "compare", field: v.compare.field } : null,
    v.equalTo ? { key: "equalTo", field: v.equalTo } : null,
    v.notEqualTo ? { key: "notEqualTo", field: v.notEqualTo } : null,
  ].filter((r): r is { key: string; field: string } => r !== null);
}

/** gt/gte/lt/lte compare numbers with numbers and single dates with single dates. */
function comparable(o: Option, other: Option): boolean {
  if (o.type === "date" || other.type === "date")
    return o.type === "date" && other.type === "date" && o.mode === "single" && other.mode === "single";
  return hasNumericValue(other);
}

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
export type ColourPickerOption = Extract<Option, { type: "colour_picker" }>;
export type MapOption = Extract<Option, { type: "map" }>;
export type PostcodeDistanceOption = Extract<Option, { type: "postcode_distance" }>;
export type FileUploadOption = Extract<Option, { type: "file_upload" }>;

/** Parses and normalises a stored definition; throws a ZodError when it is malformed. */
export function parseOptionDefinition(input: unknown): OptionDefinition {
  return optionDefinitionSchema.parse(input);
}
