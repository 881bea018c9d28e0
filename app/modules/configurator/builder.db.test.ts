import { expect, it } from "vitest";
import { cartIdForSession, listCartLines } from "~/modules/cart/cart.server";
import { seedDoorOptions, seedSampleShop } from "../../../db/seed/index";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { addConfiguredToCart } from "./ajax-actions.server";
import { getBuilderProduct, restoreDefinition, saveBuilderDefinition } from "./builder.server";
import {
  DefinitionError,
  getCurrentDefinition,
  getDefinitionVersion,
  listDefinitionVersions,
} from "./definitions.server";
import { sampleDoorDefinition } from "./sample-door";

const actor = { userId: null, email: "eigenaar@maatglas.test", ip: "192.0.2.7" };
const door = {
  uni_cpo_height: "2000",
  uni_cpo_width: "800",
  uni_cpo_handle: "rvs-32",
  uni_cpo_hinges: "rvs",
  uni_cpo_lock: "geen",
};

describeEachEngine("option builder: saving, refusing and restoring versions", (db) => {
  const auditRows = () => db().selectFrom("audit_log").selectAll().orderBy("id").execute();
  const product = async () => {
    const row = await db()
      .selectFrom("products")
      .select("id")
      .where("slug", "=", "glazen-deur-op-maat")
      .executeTakeFirstOrThrow();
    return (await getBuilderProduct(db(), row.id))!;
  };

  it("saves a new version with who and the note, and audits it in the same transaction", async () => {
    await seedSampleShop(db());
    await seedDoorOptions(db());
    const p = await product();
    // A shopper's cart line made with version 1.
    const ctx = { db: db(), sessionId: "b".repeat(32), secureCookies: false };
    expect((await addConfiguredToCart(ctx, { ...door, product_id: p.id, quantity: "1" })).ok).toBe(true);

    const edited = structuredClone(sampleDoorDefinition);
    const handle = edited.options[2];
    if ("suboptions" in handle) handle.suboptions[0].rate = "49";
    const version = await saveBuilderDefinition(db(), p, edited, actor, "  Greep duurder  ");
    expect(version).toBe(2);
    const versions = await listDefinitionVersions(db(), p.id);
    expect(versions.map((v) => [v.version, v.createdBy, v.note])).toEqual([
      [2, "eigenaar@maatglas.test", "Greep duurder"],
      [1, null, ""],
    ]);
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "definition.save",
      actor: actor.email,
      ip: actor.ip,
      entity_id: String(p.id),
    });
    expect(JSON.parse(audit[0].details)).toEqual({ productId: p.id, version: 2, previousVersion: 1 });

    // The cart line keeps the version it was made with.
    const cartId = (await cartIdForSession(db(), ctx.sessionId, false)) as number;
    const [line] = await listCartLines(db(), cartId);
    expect(line.snapshot.definitionVersion).toBe(1);
    expect(line.snapshot.options.find((o) => o.field === "uni_cpo_handle")?.rate).toBe("39");
  });

  it("refuses a definition whose formula fails: no version, no audit row", async () => {
    const p = await product();
    const broken = { ...sampleDoorDefinition, mainFormula: "{uni_cpo_height} * {uni_cpo_onbekend}" };
    await expect(saveBuilderDefinition(db(), p, broken, actor, "")).rejects.toThrow(DefinitionError);
    expect((await getCurrentDefinition(db(), p.id))?.version).toBe(2);
    expect(await auditRows()).toHaveLength(1);
  });

  it("restores an old version as a new version equal to it, audited as a restore", async () => {
    const p = await product();
    expect(await restoreDefinition(db(), p, 99, actor)).toBeUndefined();
    const version = await restoreDefinition(db(), p, 1, actor);
    expect(version).toBe(3);
    const restored = await getDefinitionVersion(db(), p.id, 3);
    const original = await getDefinitionVersion(db(), p.id, 1);
    expect({ ...restored!.definition, version: 0 }).toEqual({ ...original!.definition, version: 0 });
    const audit = await auditRows();
    expect(audit.at(-1)).toMatchObject({ action: "definition.restore", actor: actor.email });
    expect(JSON.parse(audit.at(-1)!.details)).toEqual({
      productId: p.id,
      version: 3,
      previousVersion: 2,
      restoredFrom: 1,
    });
    expect((await listDefinitionVersions(db(), p.id))[0]).toMatchObject({
      version: 3,
      createdBy: actor.email,
      note: "Teruggezet van versie 1",
    });
  });

  it("keeps the listing's Vanaf price in step with each saved version", async () => {
    const p = await product();
    const fromPrice = async () =>
      (
        await db()
          .selectFrom("products")
          .select("from_price_cents")
          .where("id", "=", p.id)
          .executeTakeFirstOrThrow()
      ).from_price_cents;
    const current = (await getCurrentDefinition(db(), p.id))?.definition ?? sampleDoorDefinition;
    await saveBuilderDefinition(db(), p, current, actor, "");
    const before = await fromPrice();
    expect(before).not.toBeNull();
    const dearer = structuredClone(current);
    dearer.basePrice = String(Number(dearer.basePrice) + 100);
    await saveBuilderDefinition(db(), p, dearer, actor, "");
    // At least 0.8 m² is charged, so € 100 more per m² makes the cheapest door € 80 dearer excl. btw.
    expect(await fromPrice()).toBe((before as number) + 8000);
    await saveBuilderDefinition(db(), p, current, actor, "");
    expect(await fromPrice()).toBe(before);
  });
});
