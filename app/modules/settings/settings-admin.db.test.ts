import { afterAll, beforeAll, expect, it } from "vitest";
import type { z } from "zod";
import { parseForm } from "~/components/forms/parse";
import type { AuditActor } from "~/modules/audit/audit.server";
import { describeEachEngine, twoInstances } from "../../../tests/helpers/databases";
import { SHOP_VERSION_CHECK_MS } from "../cache/shop-version.server";
import { getSettings } from "./settings.server";
import { saveSettingsGroup } from "./settings-admin.server";
import { GROUP_SCHEMAS } from "./settings-form";

const actor: AuditActor = { userId: null, email: "beheer@maatglas.test", ip: "203.0.113.9" };
const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};
function parsed<G extends keyof typeof GROUP_SCHEMAS>(group: G, entries: Record<string, string>) {
  const s = parseForm(form(entries), GROUP_SCHEMAS[group]);
  if (s.status !== "success") throw new Error(`form refused: ${JSON.stringify(s.reply().error)}`);
  return s.value as z.output<(typeof GROUP_SCHEMAS)[G]>;
}

describeEachEngine("settings screen: save with its audit row", (db) => {
  it("saves the shipping methods and writes settings.update with the old and new values", async () => {
    const before = await getSettings(db());
    await saveSettingsGroup(
      db(),
      actor,
      "shipping",
      parsed("shipping", {
        "methods[0].id": "bezorgen",
        "methods[0].label": "Bezorgen",
        "methods[0].cost": "59,95",
        "methods[0].free_from": "",
        "methods[1].label": "Afhalen in Zeist",
        "methods[1].cost": "0",
        "methods[1].pickup": "1",
      }),
    );
    // The saving instance sees its own change at once (its memo was dropped).
    const after = await getSettings(db());
    expect(after.shipping.methods).toEqual([
      { id: "bezorgen", label: "Bezorgen", costInclCents: 5995, freeFromInclCents: null, pickup: false },
      {
        id: "afhalen-in-zeist",
        label: "Afhalen in Zeist",
        costInclCents: 0,
        freeFromInclCents: null,
        pickup: true,
      },
    ]);
    const rows = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "settings.update")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: actor.email,
      ip: actor.ip,
      entity_type: "settings",
      entity_id: "shipping",
    });
    expect(rows[0].summary).toBe("Instellingen gewijzigd: Verzendmethoden");
    const details = JSON.parse(rows[0].details);
    expect(details.group).toBe("shipping");
    expect(details.old.shipping).toEqual(before.shipping);
    expect(details.new.shipping).toEqual(after.shipping);
  });

  it("the company group writes the company and the bank account; a new notice text gets a new id", async () => {
    await saveSettingsGroup(
      db(),
      actor,
      "company",
      parsed("company", {
        name: "Glas & Co",
        account_name: "Glas & Co B.V.",
        iban: "DE89 3704 0044 0532 0130 00",
        kvk: "87654321",
      }),
    );
    await saveSettingsGroup(
      db(),
      actor,
      "notice",
      parsed("notice", { notice_enabled: "1", notice_text: "Eerste", notice_id: "" }),
    );
    const first = (await getSettings(db())).store_notice;
    const second = await saveSettingsGroup(
      db(),
      actor,
      "notice",
      parsed("notice", { notice_enabled: "1", notice_text: "Tweede", notice_id: first.id }),
    );
    expect(second.old.store_notice).toEqual(first);
    const s = await getSettings(db());
    expect(second.saved.store_notice).toEqual(s.store_notice);
    expect(s.company).toMatchObject({ name: "Glas & Co", kvk: "87654321" });
    expect(s.bank_transfer.iban).toBe("DE89 3704 0044 0532 0130 00");
    expect(first.id).toMatch(/^[\w-]{1,32}$/);
    expect(s.store_notice.text).toBe("Tweede");
    expect(s.store_notice.id).not.toBe(first.id);
    const groups = await db().selectFrom("audit_log").select("entity_id").orderBy("id").execute();
    expect(groups.map((g) => g.entity_id)).toEqual(["shipping", "company", "notice", "notice"]);
  });

  it("a failing save writes neither the setting nor the audit row", async () => {
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom("audit_log")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const n = await count();
    const before = (await getSettings(db())).limits;
    await expect(
      // A value the stored schema refuses (the form schema would not let it through): the transaction rolls back.
      saveSettingsGroup(db(), actor, "general", { hide_on_scroll: true, max_order_total: -1 }),
    ).rejects.toThrow();
    expect(await count()).toBe(n);
    expect((await getSettings(db())).limits).toEqual(before);
  });
});

describeEachEngine("settings changes reach every instance within a second", (_db, engine) => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances(engine);
  });
  afterAll(async () => {
    await pair?.close();
  });

  it("instance B, which has the old settings in its memo, sees A's change within SHOP_VERSION_CHECK_MS", async () => {
    expect(SHOP_VERSION_CHECK_MS).toBeLessThanOrEqual(1000);
    const a = pair.a.kysely;
    const b = pair.b.kysely;
    expect((await getSettings(b)).company.name).toBe("Maatglas");
    const savedAt = Date.now();
    await saveSettingsGroup(
      a,
      actor,
      "company",
      parsed("company", { name: "Nieuwe naam", account_name: "X", iban: "NL91ABNA0417164300" }),
    );
    expect((await getSettings(a)).company.name).toBe("Nieuwe naam");
    let seenAt = 0;
    while (Date.now() - savedAt < 3000) {
      if ((await getSettings(b)).company.name === "Nieuwe naam") {
        seenAt = Date.now();
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seenAt, "instance B never saw the change").toBeGreaterThan(0);
    // The bound the issue sets: one second (plus the polling step and one query).
    expect(seenAt - savedAt).toBeLessThanOrEqual(SHOP_VERSION_CHECK_MS + 100);
  });
});
