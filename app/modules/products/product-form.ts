import { z } from "zod";
import { adminProductsMessages } from "~/i18n/nl.admin-products";
import { type AttributeRow, attributeLines, parseAttributeLines } from "./attributes";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "./slug";
import { exclFromIncl, formatEuroInput, isVatRate, parseEuroInput, type VatRate } from "./vat";

const e = adminProductsMessages.errors;

export const PRODUCT_TYPES = ["simple", "configurable"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_STATUSES = ["published", "draft"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRICE_MODES = ["excl", "incl"] as const;
/** The product list's sortable columns. */
export const PRODUCT_SORTS = ["name", "sku", "type", "price", "stock", "status", "menu_order", "id"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const NAME_MAX = 200;
const SKU_MAX = 64;
const TEXT_MAX = 50_000;
/** € 1.000.000: far above anything the shop sells, below any integer trouble. */
const PRICE_MAX_CENTS = 100_000_000;
const INT_MAX = 1_000_000_000;

/** What the product form saves (prices in cents excl. btw, descriptions not yet sanitised). */
export interface ProductInput {
  name: string;
  /** "" when the slug is to be made from the name. */
  slug: string;
  type: ProductType;
  short_description: string;
  description: string;
  price_cents: number;
  vat_rate: VatRate;
  stock: number | null;
  sku: string;
  category_ids: number[];
  menu_order: number;
  status: ProductStatus;
  /** The "Extra informatie" rows, in order. */
  attributes: AttributeRow[];
}

type Posted = Record<string, unknown>;
const text = (form: Posted, name: string): string => {
  const v = form[name];
  return typeof v === "string" ? v : "";
};
const list = (form: Posted, name: string): string[] => {
  const v = form[name];
  return Array.isArray(v)
    ? v.filter((x): x is string => typeof x === "string")
    : typeof v === "string"
      ? [v]
      : [];
};

function parseInteger(textValue: string): number | null {
  const s = textValue.trim();
  if (!/^-?\d+$/.test(s)) return null;
  const n = Number(s);
  return Math.abs(n) <= INT_MAX ? n : null;
}

/**
 * The product form (new and edit) as one zod schema for Conform's `parseWithZod`: each Dutch message on its
 * field's name. The price is entered incl. or excl. btw (`price_mode`) and saved excl. btw at the chosen rate.
 * `type` is read only when creating (`fixedType` on edit: a product keeps its kind).
 */
export function productFormSchema(opts: { fixedType?: ProductType } = {}) {
  return z.record(z.string(), z.unknown()).transform((form, ctx): ProductInput => {
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [field], message });

    const name = text(form, "name").trim();
    if (!name) issue("name", e.nameRequired);
    else if (name.length > NAME_MAX) issue("name", e.nameTooLong);

    const slug = text(form, "slug").trim().toLowerCase();
    if (slug && (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug))) issue("slug", e.slugInvalid);

    const typeRaw = opts.fixedType ?? text(form, "type");
    const type = (PRODUCT_TYPES as readonly string[]).includes(typeRaw) ? (typeRaw as ProductType) : null;
    if (!type) issue("type", e.typeInvalid);

    const short_description = text(form, "short_description");
    if (short_description.length > TEXT_MAX) issue("short_description", e.textTooLong);
    const description = text(form, "description");
    if (description.length > TEXT_MAX) issue("description", e.textTooLong);

    const vatNumber = Number(text(form, "vat_rate"));
    const vat = text(form, "vat_rate") !== "" && isVatRate(vatNumber) ? vatNumber : null;
    if (vat === null) issue("vat_rate", e.vatInvalid);

    const mode = text(form, "price_mode");
    if (!(PRICE_MODES as readonly string[]).includes(mode)) issue("price_mode", e.priceModeInvalid);

    const priceText = text(form, "price").trim();
    const entered = priceText ? parseEuroInput(priceText) : null;
    if (!priceText) issue("price", e.priceRequired);
    else if (entered === null) issue("price", e.priceInvalid);
    else if (entered > PRICE_MAX_CENTS) issue("price", e.priceTooHigh);

    const stockText = text(form, "stock").trim();
    const stock = stockText === "" ? null : parseInteger(stockText);
    if (stockText !== "" && (stock === null || stock < 0)) issue("stock", e.stockInvalid);

    const sku = text(form, "sku").trim();
    if (sku.length > SKU_MAX) issue("sku", e.skuTooLong);

    const menuText = text(form, "menu_order").trim();
    const menu_order = menuText === "" ? 0 : parseInteger(menuText);
    if (menu_order === null) issue("menu_order", e.menuOrderInvalid);

    const categoryIds = list(form, "categories").map((c) => parseInteger(c));
    if (categoryIds.some((c) => c === null || c < 1)) issue("categories", e.categoryUnknown);

    const statusRaw = text(form, "status");
    const status = (PRODUCT_STATUSES as readonly string[]).includes(statusRaw)
      ? (statusRaw as ProductStatus)
      : null;
    if (!status) issue("status", e.statusInvalid);

    const attributes = parseAttributeLines(text(form, "attributes"));
    if (!Array.isArray(attributes)) issue("attributes", e.attributes(attributes));

    if (
      !Array.isArray(attributes) ||
      ctx.issues.length ||
      !type ||
      vat === null ||
      entered === null ||
      !status ||
      menu_order === null
    )
      return z.NEVER;
    return {
      name,
      slug,
      type,
      short_description,
      description,
      price_cents: mode === "incl" ? exclFromIncl(entered, vat) : entered,
      vat_rate: vat,
      stock,
      sku,
      category_ids: [...new Set(categoryIds as number[])],
      menu_order,
      status,
      attributes,
    };
  });
}

/** The form's values for a stored product (what the inputs show on load): the price excl. btw. */
export function productFormValues(product: {
  name: string;
  slug: string;
  type: ProductType;
  short_description: string;
  description: string;
  price_cents: number;
  vat_rate: number;
  stock: number | null;
  sku: string;
  menu_order: number;
  published: number;
  category_ids: number[];
  attributes: readonly AttributeRow[];
}): Record<string, string | string[]> {
  return {
    name: product.name,
    slug: product.slug,
    type: product.type,
    short_description: product.short_description,
    description: product.description,
    price: formatEuroInput(product.price_cents),
    price_mode: "excl",
    vat_rate: String(product.vat_rate),
    stock: product.stock === null ? "" : String(product.stock),
    sku: product.sku,
    menu_order: String(product.menu_order),
    status: product.published ? "published" : "draft",
    categories: product.category_ids.map(String),
    attributes: attributeLines(product.attributes),
  };
}

export const NEW_PRODUCT_VALUES: Record<string, string | string[]> = {
  type: "simple",
  price_mode: "incl",
  vat_rate: "21",
  status: "draft",
  menu_order: "0",
  categories: [],
  attributes: "",
};
