/** The fake Mollie's payment methods: the methods a test account has enabled and GET /methods. */
import { HttpResponse, http } from "msw";
import {
  AMOUNT_VALUE,
  DOCS,
  type FakeMollieContext,
  fromCents,
  HAL,
  link,
  MOLLIE_API,
  mollieError,
  toCents,
} from "./mollie-api";

export interface FakeMollieMethod {
  id: string;
  /** Per locale; `en_US` is the default, as at Mollie. */
  description: { en_US: string; nl_NL?: string };
  minimumCents: number;
  maximumCents: number | null;
}

/** What a Mollie test account typically has enabled; two methods the shop does not sell with included. */
export const DEFAULT_FAKE_METHODS: readonly FakeMollieMethod[] = [
  { id: "ideal", description: { en_US: "iDEAL", nl_NL: "iDEAL" }, minimumCents: 1, maximumCents: 5_000_000 },
  {
    id: "creditcard",
    description: { en_US: "Card", nl_NL: "Creditcard" },
    minimumCents: 1,
    maximumCents: 1_000_000,
  },
  {
    id: "giftcard",
    description: { en_US: "Gift cards", nl_NL: "Cadeaukaarten" },
    minimumCents: 1,
    maximumCents: null,
  },
  {
    id: "bancontact",
    description: { en_US: "Bancontact", nl_NL: "Bancontact" },
    minimumCents: 2,
    maximumCents: 5_000_000,
  },
  { id: "paypal", description: { en_US: "PayPal", nl_NL: "PayPal" }, minimumCents: 1, maximumCents: 800_000 },
  {
    id: "applepay",
    description: { en_US: "Apple Pay", nl_NL: "Apple Pay" },
    minimumCents: 1,
    maximumCents: 1_000_000,
  },
  {
    id: "klarna",
    description: { en_US: "Pay with Klarna", nl_NL: "Betaal met Klarna" },
    minimumCents: 100,
    maximumCents: 1_000_000,
  },
  {
    id: "in3",
    description: { en_US: "iDEAL in3", nl_NL: "iDEAL in3" },
    minimumCents: 5_000,
    maximumCents: 300_000,
  },
  {
    id: "banktransfer",
    description: { en_US: "Bank transfer", nl_NL: "Overboeking" },
    minimumCents: 1,
    maximumCents: 100_000_000,
  },
];

/** GET /methods: the enabled methods that allow the asked amount, described in the asked locale. */
export function fakeMollieMethodsHandler(
  ctx: FakeMollieContext,
  enabledMethods: readonly FakeMollieMethod[],
) {
  const { record, authenticate } = ctx;
  return http.get(`${MOLLIE_API}/methods`, async ({ request }) => {
    await record(request);
    const mode = authenticate(request);
    if (typeof mode !== "string") return mode;
    const query = new URL(request.url).searchParams;
    const value = query.get("amount[value]");
    const locale = query.get("locale") === "nl_NL" ? "nl_NL" : "en_US";
    if (value !== null && (!AMOUNT_VALUE.test(value) || query.get("amount[currency]") !== "EUR")) {
      return mollieError(400, "The amount is invalid", "amount");
    }
    const cents = value === null ? null : toCents(value);
    const methods = enabledMethods
      .filter(
        (m) =>
          cents === null || (cents >= m.minimumCents && (m.maximumCents === null || cents <= m.maximumCents)),
      )
      .map((m) => ({
        resource: "method",
        id: m.id,
        description: m.description[locale] ?? m.description.en_US,
        minimumAmount: { value: fromCents(m.minimumCents), currency: "EUR" },
        maximumAmount: m.maximumCents === null ? null : { value: fromCents(m.maximumCents), currency: "EUR" },
        image: {
          size1x: `https://www.mollie.com/external/icons/payment-methods/${m.id}.png`,
          size2x: `https://www.mollie.com/external/icons/payment-methods/${m.id}%402x.png`,
          svg: `https://www.mollie.com/external/icons/payment-methods/${m.id}.svg`,
        },
        status: "activated",
        _links: { self: link(`${MOLLIE_API}/methods/${m.id}`) },
      }));
    return HttpResponse.json(
      {
        count: methods.length,
        _embedded: { methods },
        _links: { self: link(request.url), documentation: link(`${DOCS}/list-methods`, "text/html") },
      },
      { headers: HAL },
    );
  });
}
