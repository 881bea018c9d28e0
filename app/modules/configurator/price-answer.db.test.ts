import pino from "pino";
import { expect, it } from "vitest";
import { getSettings, saveSetting } from "~/modules/settings/settings.server";
import type { AjaxContext } from "~/routes/api/ajax.server";
import { SAMPLE_DOOR, seedShopWithDoor } from "../../../tests/factories/door";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { priceCalc } from "./ajax-actions.server";
import { saveDefinition } from "./definitions.server";
import { sampleDoorDefinition } from "./sample-door";

const door = { quantity: "1", ...SAMPLE_DOOR };

type Answer = {
  success: boolean;
  data: { price_vars: { price: string }; errors: Record<string, string> };
};

describeEachEngine("the price call's kept answers", (db) => {
  let productId = 0;
  const ctx = (sessionId = "price-answer-session-000000001"): AjaxContext => ({
    db: db(),
    sessionId,
    secureCookies: false,
    log: pino({ level: "silent" }),
  });
  const price = async (data: Record<string, unknown>, sessionId?: string) => {
    const r = await priceCalc(ctx(sessionId), { data: { product_id: String(productId), ...data } });
    const sent = JSON.parse((r.json ?? Buffer.from(JSON.stringify(r.body))).toString()) as Answer;
    // What is sent is exactly the answer's body.
    expect(sent).toEqual(r.body);
    return { status: r.status, body: sent };
  };

  it("answers the same configuration alike, and each configuration with its own price", async () => {
    productId = await seedShopWithDoor(db());
    const first = await price(door);
    expect(first.body.data.price_vars.price).toBe("€ 740,50");
    expect((await price(door)).body).toEqual(first.body);
    expect((await price(door, "another-session-00000000000001")).body).toEqual(first.body);
    const wider = await price({ ...door, uni_cpo_width: "900" });
    expect(wider.body.data.price_vars.price).not.toBe("€ 740,50");
    expect((await price({ ...door, quantity: "2" })).body.data.price_vars).toMatchObject({
      price: "€ 740,50",
      total: "€ 1.481,00",
    });
  });

  it("a saved definition prices the next call by the new version", async () => {
    expect((await price(door)).body.data.price_vars.price).toBe("€ 740,50");
    await saveDefinition(db(), productId, { ...sampleDoorDefinition, basePrice: "200" });
    const after = await price(door);
    expect(after.status).toBe(200);
    expect(after.body.data.price_vars.price).not.toBe("€ 740,50");
    await saveDefinition(db(), productId, sampleDoorDefinition);
    expect((await price(door)).body.data.price_vars.price).toBe("€ 740,50");
  });

  it("a settings change shows on the next call (silent validation)", async () => {
    const incomplete = { ...door, uni_cpo_width: "" };
    const loud = await price(incomplete);
    expect(loud.status).toBe(400);
    expect(loud.body.data.errors.uni_cpo_width).toBeTruthy();
    const settings = await getSettings(db());
    await saveSetting(db(), "configurator", { ...settings.configurator, silent_validation_on: true });
    const silent = await price(incomplete);
    expect(silent.status).toBe(400);
    expect(silent.body.data.errors.uni_cpo_width).toBeUndefined();
    await saveSetting(db(), "configurator", settings.configurator);
  });

  it("an unknown or unpublished product is not found, before and after it exists", async () => {
    const r = await priceCalc(ctx(), { data: { product_id: "999999", ...door } });
    expect(r.status).toBe(404);
    await db().updateTable("products").set({ published: 0 }).where("id", "=", productId).execute();
    await saveDefinition(db(), productId, sampleDoorDefinition); // moves the shop version
    expect((await price(door)).status).toBe(404);
    await db().updateTable("products").set({ published: 1 }).where("id", "=", productId).execute();
    await saveDefinition(db(), productId, sampleDoorDefinition);
    expect((await price(door)).status).toBe(200);
  });
});
