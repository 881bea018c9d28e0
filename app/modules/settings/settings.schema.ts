import { z } from "zod";
import { GEO_DEFAULTS } from "./geo-settings";
import { DEFAULT_LISTING_COLUMNS } from "./listing-columns";

const columnCount = z.number().int().min(1).max(4);
export const listingColumnsSchema = z
  .object({ large: columnCount, medium: columnCount, small: columnCount })
  .default(DEFAULT_LISTING_COLUMNS);

/** Shop-wide settings, one JSON row per group in the settings table. Defaults apply to missing rows. */
export const settingsSchema = z.object({
  company: z
    .object({
      name: z.string(),
      street: z.string(),
      postcode: z.string(),
      city: z.string(),
      country: z.string(),
      kvk: z.string(),
      vat: z.string(),
      email: z.string(),
      phone: z.string(),
    })
    .default({
      name: "Maatglas",
      street: "",
      postcode: "",
      city: "",
      country: "Nederland",
      kvk: "",
      vat: "",
      email: "",
      phone: "",
    }),
  store_notice: z
    .object({ enabled: z.boolean(), id: z.string().regex(/^[\w-]{0,32}$/), text: z.string() })
    .default({ enabled: false, id: "", text: "" }),
  header: z.object({ hide_on_scroll: z.boolean() }).default({ hide_on_scroll: false }),
  shop: z
    .object({
      per_page: z.number().int().min(1).max(100),
      /** Listing columns per width (spec §9.7: large ≥ 850 px, medium 550–849, small ≤ 549); 1 = no equal heights. */
      columns: listingColumnsSchema,
    })
    .default({ per_page: 9, columns: DEFAULT_LISTING_COLUMNS }),
  /** The shop's account for "Bankoverschrijving" (shown on the thank-you page and in the e-mail). */
  bank_transfer: z
    .object({ account_name: z.string(), iban: z.string(), bic: z.string() })
    .default({ account_name: "Maatglas B.V.", iban: "NL91 ABNA 0417 1643 00", bic: "ABNANL2A" }),
  /** Shipping methods offered at checkout (amounts incl. btw, cents). */
  shipping: z
    .object({
      methods: z
        .array(
          z.object({
            id: z.string().regex(/^[a-z0-9_-]+$/),
            label: z.string().min(1),
            costInclCents: z.number().int().min(0),
            freeFromInclCents: z.number().int().min(0).nullable(),
            /** Picked up at the shop instead of delivered (rows stored before this flag read as false). */
            pickup: z.boolean().default(false),
          }),
        )
        .min(1),
    })
    .default({
      methods: [
        { id: "bezorgen", label: "Bezorgen", costInclCents: 4950, freeFromInclCents: 50000, pickup: false },
        {
          id: "afhalen",
          label: "Afhalen in Utrecht",
          costInclCents: 0,
          freeFromInclCents: null,
          pickup: true,
        },
      ],
    }),
  /** Shop limits: the largest order total (incl. btw, cents) a cart and a checkout accept. */
  limits: z
    .object({ max_order_total_incl_cents: z.number().int().min(1) })
    .default({ max_order_total_incl_cents: 5_000_000 }),
  /** Product page settings of spec §3.6 (shop-wide). */
  configurator: z
    .object({
      calc_on: z.boolean(),
      calc_btn_on: z.boolean(),
      reset_form_btn_on: z.boolean(),
      silent_validation_on: z.boolean(),
      ajax_add_to_cart: z.boolean(),
      redirect_to_cart: z.boolean(),
    })
    .default({
      calc_on: true,
      calc_btn_on: false,
      reset_form_btn_on: true,
      silent_validation_on: false,
      ajax_add_to_cart: true,
      redirect_to_cart: false,
    }),
  /** geo: the distance-by-postcode origin and the map picker's tiles (docs/decisions/024). */
  geo: z
    .object({
      /** The shop's postcode every installation distance is measured from ("3521 AZ"). */
      origin_postcode: z.string(),
      /** The map tiles: an https URL with {z}, {x} and {y} (and optionally {s}); its host is allowed by the CSP. */
      tile_url: z.string(),
      /** The tile provider's required credit, shown on the map. */
      tile_attribution: z.string(),
    })
    .default(GEO_DEFAULTS),
  // --- popups (issue 14) ---
  /** The popups' analytics beacon (spec §7.13): off unless the shop turns it on; it counts in our own database. */
  popups: z.object({ analytics_enabled: z.boolean() }).default({ analytics_enabled: false }),
  // --- end popups ---
});

export type Settings = z.infer<typeof settingsSchema>;
export type SettingKey = keyof Settings;
