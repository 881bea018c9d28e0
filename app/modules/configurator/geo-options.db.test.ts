import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { geoMessages } from "~/i18n/nl.geo";
import { validationMessages as m } from "~/i18n/nl.validation";
import { setGeocoder } from "~/modules/geo/geocoder.server";
import { createPdokGeocoder } from "~/modules/geo/pdok.server";
import { GEO_DEFAULTS } from "~/modules/settings/geo-settings";
import { saveSetting } from "~/modules/settings/settings.server";
import { SLIDING_DOOR_SLUG, seedSampleShop, seedSlidingDoor } from "../../../db/seed/index";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { createFakePdok } from "../../../tests/mocks/pdok";
import { addConfiguredToCart } from "./ajax-actions.server";
import { dayNumber, shopToday, weekdayOf, ymdOf } from "./calendar-days";
import { configureAndPrice } from "./price-call.server";

const fake = createFakePdok();
const pdok = setupServer(...fake.handlers);
beforeAll(() => pdok.listen({ onUnhandledFrame: "error" }));
afterAll(() => pdok.close());
// A fresh geocoder per test: no answer kept from an earlier test hides a failure.
beforeEach(() => {
  fake.fail(null);
  setGeocoder(createPdokGeocoder({ timeoutMs: 300 }));
});
afterAll(() => setGeocoder(undefined));

function weekday(ahead: number): string {
  let n = (dayNumber(shopToday()) as number) + ahead;
  if (weekdayOf(n) === 0) n++;
  return ymdOf(n);
}

describeEachEngine("the map picker and the distance by postcode (sliding door, fake PDOK)", (db) => {
  let productId = 0;
  const config = (extra: Record<string, unknown> = {}) => ({
    product_id: String(productId),
    quantity: "1",
    uni_cpo_standaardmaat_col: "1000",
    uni_cpo_standaardmaat_row: "2215",
    uni_cpo_rail_lengte: "2400",
    uni_cpo_montagedatum: weekday(30),
    uni_cpo_leverperiode_start: weekday(40),
    uni_cpo_leverperiode_end: ymdOf((dayNumber(weekday(40)) as number) + 10),
    uni_cpo_montageadres: "Dam 1, 1012JS Amsterdam",
    uni_cpo_montageadres_latlng: "52.3731,4.8926",
    uni_cpo_afstand: "1012js",
    ...extra,
  });
  const log = { warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    await seedSampleShop(db());
    await seedSlidingDoor(db());
    const p = await db()
      .selectFrom("products")
      .select("id")
      .where("slug", "=", SLIDING_DOOR_SLUG)
      .executeTakeFirstOrThrow();
    productId = p.id;
  });

  it("prices the km from the shop's postcode and ignores an origin or distance the browser sends", async () => {
    const base = await configureAndPrice(db(), config({ uni_cpo_afstand: "", uni_cpo_montageadres: "x" }));
    expect(base.kind === "invalid" && base.data.errors.uni_cpo_afstand).toBe(m.required);
    const c = await configureAndPrice(
      db(),
      config({ uni_cpo_afstand_origin: "9711 LV", uni_cpo_afstand_km: "0", price: "1" }),
    );
    expect(c.kind).toBe("priced");
    if (c.kind !== "priced") return;
    // 95 + 599 + 216 + 34,8 km (Utrecht – Amsterdam) × 0,50 = 927,40 excl.
    expect(c.values).toMatchObject({ uni_cpo_afstand: "34.8", uni_cpo_afstand_origin: "3521 AZ" });
    expect(c.result.ok && c.result.priceExcl?.toString()).toBe("927.4");
    const far = await configureAndPrice(db(), config({ uni_cpo_afstand: "9711 LV" }));
    // 159,6 km to Groningen: 79,80 more.
    expect(far.kind === "priced" && far.result.ok && far.result.priceExcl?.toString()).toBe("989.8");
  });

  it("measures from the origin the settings name, and refuses loudly when that origin is unusable", async () => {
    await saveSetting(db(), "geo", { ...GEO_DEFAULTS, origin_postcode: "3011 AD" });
    const c = await configureAndPrice(db(), config());
    expect(c.kind === "priced" && c.values.uni_cpo_afstand_origin).toBe("3011 AD");
    const errors: string[] = [];
    for (const broken of ["", "9999 ZZ"]) {
      await saveSetting(db(), "geo", { ...GEO_DEFAULTS, origin_postcode: broken });
      const r = await configureAndPrice(db(), config(), {
        log: { ...log, error: (t: string) => errors.push(t) },
      });
      expect(r.kind).toBe("invalid");
      if (r.kind !== "invalid") continue;
      expect(r.data.errors.uni_cpo_afstand).toBe(geoMessages.originMissing);
      expect(r.data.extra_data.order_product).toBe("disabled");
      expect(r.data.price_vars.raw_price).toBe(0);
    }
    expect(errors).toHaveLength(2);
    await saveSetting(db(), "geo", GEO_DEFAULTS);
  });

  it("gives an unknown postcode and a malformed one their own Dutch messages", async () => {
    const unknown = await configureAndPrice(db(), config({ uni_cpo_afstand: "9999 ZZ" }));
    expect(unknown.kind === "invalid" && unknown.status).toBe(400);
    expect(unknown.kind === "invalid" && unknown.data.errors).toEqual({
      uni_cpo_afstand: geoMessages.unknownPostcode,
    });
    const malformed = await configureAndPrice(db(), config({ uni_cpo_afstand: "B-1000" }));
    expect(malformed.kind === "invalid" && malformed.data.errors).toEqual({
      uni_cpo_afstand: geoMessages.postcodeInvalid,
    });
  });

  for (const failure of ["http500", "http503", "network", "timeout", "garbage"] as const) {
    it(`asks to try again and gives no price when the geocoder fails (${failure}); add-to-cart is refused`, async () => {
      fake.fail(failure);
      const postcode = "3011 AD";
      const warned: unknown[] = [];
      const r = await configureAndPrice(db(), config({ uni_cpo_afstand: postcode }), {
        log: { ...log, warn: (o: unknown) => warned.push(o) },
      });
      expect(r.kind).toBe("invalid");
      if (r.kind !== "invalid") return;
      expect(r.status).toBe(503);
      expect(r.data.errors).toEqual({
        uni_cpo_afstand: geoMessages.geocoderDown,
        uni_cpo_form: geoMessages.geocoderDown,
      });
      expect(r.data.price_vars.raw_price).toBe(0);
      expect(r.data.extra_data.order_product).toBe("disabled");
      expect(warned).toHaveLength(1);
      const added = await addConfiguredToCart(
        { db: db(), sessionId: "geo-session", secureCookies: false },
        config({ uni_cpo_afstand: postcode }),
      );
      expect(added.ok).toBe(false);
      const lines = await db().selectFrom("cart_lines").select("id").execute();
      expect(lines).toHaveLength(0);
    });
  }

  it("keeps the typed map address, finds its place without JavaScript, and checks a sent place", async () => {
    const typed = await configureAndPrice(
      db(),
      config({ uni_cpo_montageadres: "coolsingel 40 rotterdam", uni_cpo_montageadres_latlng: "" }),
    );
    expect(typed.kind === "priced" && typed.values).toMatchObject({
      uni_cpo_montageadres: "coolsingel 40 rotterdam",
      uni_cpo_montageadres_latlng: "51.922500,4.479200",
    });
    fake.fail("http503");
    const offline = await configureAndPrice(
      db(),
      config({ uni_cpo_montageadres: "Grote Markt 1a, Groningen", uni_cpo_montageadres_latlng: "" }),
    );
    // The address still counts; only its place stays unknown (the distance's answers were kept just before).
    expect(offline.kind === "priced" && offline.values.uni_cpo_montageadres_latlng).toBe("");
    fake.fail(null);
    const bad = await configureAndPrice(db(), config({ uni_cpo_montageadres_latlng: "999,1" }));
    expect(bad.kind === "invalid" && bad.data.errors).toEqual({
      uni_cpo_montageadres: geoMessages.latLngInvalid,
    });
    const missing = await configureAndPrice(db(), config({ uni_cpo_montageadres: "  " }));
    expect(missing.kind === "invalid" && missing.data.errors).toEqual({ uni_cpo_montageadres: m.required });
  });

  it("prices a stored line again from its values (km in {name}, the postcode in {name}_postcode)", async () => {
    const first = await configureAndPrice(db(), config());
    if (first.kind !== "priced") throw new Error("not priced");
    const again = await configureAndPrice(db(), {
      ...first.values,
      product_id: String(productId),
      quantity: "1",
    });
    expect(again.kind === "priced" && again.result.ok && again.result.priceExcl?.toString()).toBe(
      first.result.ok ? first.result.priceExcl?.toString() : "x",
    );
  });
});
