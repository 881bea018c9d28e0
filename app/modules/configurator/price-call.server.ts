import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { nl } from "~/i18n/nl";
import { cachedByShopVersion } from "~/modules/cache/shop-version.server";
import type { LineSnapshot, SnapshotOption } from "~/modules/cart/cart";
import { geocoder } from "~/modules/geo/geocoder.server";
import { getSettings } from "~/modules/settings/settings.server";
import { checkOptionUploads } from "~/modules/uploads/option-uploads.server";
import { inclVatCents, toCents } from "~/utils/money";
import type { Database, ProductRow } from "../../../db/schema";
import { type CollectedValues, collectOptionData } from "./collect";
import { getCurrentDefinition, type StoredDefinition } from "./definitions.server";
import { evaluatePrice, type PriceResult } from "./formula";
import { resolveGeoValues } from "./geo-resolve.server";
import { geoValueLabel, isGeoOption } from "./geo-values";
import {
  displayLabel,
  fieldName,
  isChoiceOption,
  type OptionDefinition,
  renderLabel,
} from "./options.schema";
import { type PriceVars, priceVars } from "./pricing";
import { typedValueLabel } from "./typed-labels";
import { isTypedOption } from "./typed-values";

export const MAX_QUANTITY = 999;

/** The spec §7.6/§7.7 answer `data` of the price call and the configured add-to-cart. */
export interface PriceAnswerData {
  price_vars: PriceVars;
  formatted_vars: Record<string, string | number | string[]>;
  nice_names_vars: Record<string, string>;
  all_options_data: Record<string, string>;
  extra_data: { order_product: "enabled" | "disabled" };
  errors: Record<string, string>;
}

export type Configured =
  | { kind: "not_found" }
  /** 503: the geocoder a distance needs could not be reached (try again later). */
  | { kind: "invalid"; status: 400 | 503; data: PriceAnswerData }
  | {
      kind: "priced";
      product: PricedProduct;
      stored: StoredDefinition;
      values: CollectedValues;
      result: PriceResult;
      quantity: number;
      data: PriceAnswerData;
      /** The file name of each upload option's file, by field name. */
      fileNames: Record<string, string>;
    };

/** Reads the quantity leniently for the live price (spec §5.3: quantity is not validated while calculating). */
export function parseQuantity(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === "") return 1;
  const n =
    typeof raw === "number" ? raw : typeof raw === "string" && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_QUANTITY ? n : null;
}

function niceNames(def: OptionDefinition, values: CollectedValues): Record<string, string> {
  const names: Record<string, string> = { uni_cpo_price: def.basePrice };
  for (const option of def.options) {
    if (!isChoiceOption(option)) continue;
    const v = values[fieldName(option.slug)];
    const chosen = Array.isArray(v) ? v : typeof v === "string" && v ? [v] : [];
    const labels = chosen.map((slug) => option.suboptions.find((s) => s.slug === slug)?.label ?? slug);
    if (labels.length) names[fieldName(option.slug)] = labels.join(", ");
  }
  return names;
}

/**
 * The computed texts of `all_options_data` (spec §4.4): the label of every option marked `is_dynamic_label`
 * (under its field name) and the text of every dynamic notice (under `{name}_text`), their `{# … #}` markers
 * filled with the submitted values and, once priced, `price` and `total`.
 */
export function dynamicTexts(def: OptionDefinition, values: CollectedValues, vars: PriceVars | null) {
  const fill: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values)) {
    if (!Array.isArray(v)) fill[k] = v;
  }
  if (vars) {
    fill.total = vars.total;
    fill.price = vars.price;
  }
  const out: Record<string, string> = {};
  for (const option of def.options) {
    const name = fieldName(option.slug);
    if (option.is_dynamic_label) out[name] = renderLabel(option.label, fill);
    if (option.type === "dynamic_notice" && option.text) out[`${name}_text`] = renderLabel(option.text, fill);
    // geo: the distance the server computed, shown under the postcode.
    if (option.type === "postcode_distance" && values[`${name}_origin`])
      out[`${name}_text`] = geoValueLabel(option, values);
  }
  return out;
}

function formatted(values: CollectedValues): Record<string, string | number | string[]> {
  return { ...values };
}

type PricedProduct = Pick<ProductRow, "id" | "slug" | "name" | "type" | "vat_rate">;

/**
 * A published product and its current definition (null: unknown, unpublished or without a definition), read
 * once per shop version: every back-office change to products and definitions moves the version.
 */
export function productToPrice(
  db: Kysely<Database>,
  productId: number,
): Promise<{ product: PricedProduct; stored: StoredDefinition } | null> {
  return cachedByShopVersion(db, "product-to-price", String(productId), async () => {
    const product = await db
      .selectFrom("products")
      .select(["id", "slug", "name", "type", "vat_rate"])
      .where("id", "=", productId)
      .where("published", "=", 1)
      .executeTakeFirst();
    if (!product) return null;
    const stored = await getCurrentDefinition(db, product.id);
    return stored ? { product, stored } : null;
  });
}

/**
 * The server's whole answer to "what does this configuration cost": loads the product's current definition,
 * validates and normalises the payload (hidden options ignored, price-like fields never read), evaluates the
 * formula and builds the price variables. Never trusts a price from the client; a formula error disables
 * ordering and never becomes € 0.
 */
export async function configureAndPrice(
  db: Kysely<Database>,
  payload: Record<string, unknown>,
  opts: {
    silent?: boolean;
    strictQuantity?: boolean;
    log?: Pick<Logger, "warn" | "error">;
    /** The caller's session: an upload option's value must be a file this session uploaded. */
    sessionId?: string;
  } = {},
): Promise<Configured> {
  const productId = Number(payload.product_id);
  if (!Number.isSafeInteger(productId) || productId < 1) return { kind: "not_found" };
  const found = await productToPrice(db, productId);
  if (!found) return { kind: "not_found" };
  const { product, stored } = found;
  const def = stored.definition;
  // The price tag's starting price is € 0,00 (spec §9.1); listings show the "vanaf" price instead.
  const start = null;

  const quantity = parseQuantity(payload.quantity);
  // Silent validation (spec §5.3) hides "required" messages but an incomplete form is still not priced.
  const collected = collectOptionData(def, payload);
  // Silent mode only drops errors, so a payload without any needs no second pass.
  const shown =
    opts.silent && !collected.ok
      ? collectOptionData(def, payload, { silent: true }).errors
      : collected.errors;
  const errors: Record<string, string> = { ...shown };
  // Upload options: the posted upload id must be this session's file for this product and option.
  const uploads = await checkOptionUploads(db, opts.sessionId, product.id, def, collected.values);
  Object.assign(errors, uploads.errors);
  for (const name of Object.keys(uploads.errors)) delete collected.values[name];
  Object.assign(collected.values, uploads.extra);
  if (quantity === null && opts.strictQuantity)
    errors.quantity = nl.configurator.quantityInvalid(MAX_QUANTITY);
  // geo: the distance by postcode (and a typed map address's place) come from the geocoder.
  let values = collected.values;
  let status: 400 | 503 = 400;
  if (collected.ok && def.options.some(isGeoOption)) {
    const geo = await resolveGeoValues(def, collected.values, {
      geocoder: geocoder(),
      originPostcode: (await getSettings(db)).geo.origin_postcode,
      onProblem: ({ kind, error }) => {
        if (kind === "origin")
          opts.log?.error("distance by postcode: the origin postcode setting is not usable");
        else {
          opts.log?.warn({ err: error }, "distance by postcode: geocoder unreachable");
          status = 503;
        }
      },
    });
    values = geo.values;
    Object.assign(errors, geo.errors);
  }

  const tag = {
    vatRate: product.vat_rate,
    priceSuffix: def.priceTag.prefix,
    pricePostfix: def.priceTag.postfix,
    priceTaxSuffix: def.priceTag.taxSuffix,
  };
  const emptyVars = priceVars({ priceExcl: null, quantity: quantity ?? 1, startingPriceExcl: start, ...tag });
  if (!collected.ok || Object.keys(errors).length > 0) {
    return {
      kind: "invalid",
      status,
      data: {
        price_vars: emptyVars,
        formatted_vars: formatted(values),
        nice_names_vars: niceNames(def, values),
        all_options_data: dynamicTexts(def, values, null),
        extra_data: { order_product: "disabled" },
        errors,
      },
    };
  }

  const result = evaluatePrice(def, values);
  const priced = result.ok && result.priceExcl !== null && !result.disabled;
  const vars = priced
    ? priceVars({ priceExcl: result.priceExcl, quantity: quantity ?? 1, startingPriceExcl: start, ...tag })
    : emptyVars;
  const answerErrors: Record<string, string> = {};
  if (!result.ok) answerErrors.uni_cpo_form = nl.configurator.formulaError;
  return {
    kind: "priced",
    product,
    stored,
    values,
    result,
    quantity: quantity ?? 1,
    fileNames: uploads.fileNames,
    data: {
      price_vars: vars,
      formatted_vars: formatted(values),
      nice_names_vars: niceNames(def, values),
      all_options_data: dynamicTexts(def, values, priced ? vars : null),
      extra_data: { order_product: priced ? "enabled" : "disabled" },
      errors: answerErrors,
    },
  };
}

/** The frozen description of a priced configuration, stored on the cart line and later on the order. */
export function snapshotOf(c: Extract<Configured, { kind: "priced" }>): LineSnapshot {
  const def = c.stored.definition;
  const options: SnapshotOption[] = [];
  for (const option of def.options) {
    if (option.type === "dynamic_notice") continue;
    const name = fieldName(option.slug);
    const v = c.values[name];
    if (v === undefined || v === "" || (Array.isArray(v) && v.length === 0)) continue;
    const label = displayLabel(option.cartLabel ?? option.label);
    if (isChoiceOption(option)) {
      const chosen = (Array.isArray(v) ? v : [String(v)]).map((slug) =>
        option.suboptions.find((s) => s.slug === slug),
      );
      options.push({
        field: name,
        label,
        value: Array.isArray(v) ? v.join(",") : String(v),
        valueLabel: chosen.map((s) => s?.label ?? "").join(", "),
        rate: chosen.length === 1 ? chosen[0]?.rate : undefined,
      });
    } else if (isGeoOption(option)) {
      options.push({ field: name, label, value: String(v), valueLabel: geoValueLabel(option, c.values) });
    } else if (isTypedOption(option)) {
      options.push({
        field: name,
        label,
        value: String(v),
        valueLabel: typedValueLabel(option, c.values),
        rate: option.type === "matrix" ? String(v) : undefined,
      });
    } else if (option.type === "file_upload") {
      const fileName = c.fileNames[name] ?? "";
      options.push({ field: name, label, value: fileName, valueLabel: fileName, upload: String(v) });
    } else {
      options.push({ field: name, label, value: String(v), valueLabel: String(v) });
    }
  }
  const priceExcl = c.result.ok && c.result.priceExcl ? c.result.priceExcl : null;
  const values: LineSnapshot["values"] = {};
  for (const [k, v] of Object.entries(c.values)) values[k] = Array.isArray(v) ? [...v] : v;
  return {
    productId: c.product.id,
    productName: c.product.name,
    definitionVersion: c.stored.version,
    options,
    values,
    priceExcl: priceExcl ? priceExcl.toString() : "",
    unitExclCents: priceExcl ? toCents(priceExcl) : 0,
    unitInclCents: priceExcl ? inclVatCents(priceExcl, c.product.vat_rate) : 0,
    vatRate: c.product.vat_rate,
  };
}
