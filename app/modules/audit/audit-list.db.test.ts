import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { recordAudit } from "./audit.server";
import { type AuditQuery, auditFilterOptions, listAudit } from "./audit-list.server";

const all: AuditQuery = {
  q: "",
  action: null,
  entityType: null,
  userId: null,
  fromIso: null,
  beforeIso: null,
  dir: "desc",
  page: 1,
  perPage: 50,
};

describeEachEngine("audit log list", (db) => {
  it("filters by action, entity type, user, period and search, newest first, paged", async () => {
    const anna = { userId: 1, email: "anna@example.nl", ip: "10.0.0.1" };
    const bob = { userId: 2, email: "bob@example.nl", ip: "10.0.0.2" };
    // recordAudit stamps "now"; each row is moved to a fixed moment in January 2026 right after.
    const rows = [
      ["2026-01-10T09:00:00.000Z", anna, "user.role", "user", "Rol van x: Klant → Redacteur"],
      ["2026-01-11T09:00:00.000Z", bob, "product.update", "product", "Prijs van Taatsdeur gewijzigd"],
      ["2026-01-12T09:00:00.000Z", anna, "settings.update", "settings", "Winkelmelding aangezet"],
      ["2026-01-13T09:00:00.000Z", bob, "user.invite", "user", "ria@example.nl uitgenodigd als Redacteur"],
    ] as const;
    for (const [iso, actor, action, entityType, summary] of rows) {
      await recordAudit(db(), actor, { action, entityType, entityId: 7, summary, details: { n: 1 } });
      await db()
        .updateTable("audit_log")
        .set({ created_at: iso })
        .where("created_at", ">", "2026-06")
        .execute();
    }
    const summaries = async (q: Partial<AuditQuery>) =>
      (await listAudit(db(), { ...all, ...q })).rows.map((r) => r.summary);

    expect(await summaries({})).toEqual(rows.map((r) => r[4]).reverse());
    expect(await summaries({ action: "user.role" })).toEqual(["Rol van x: Klant → Redacteur"]);
    expect(await summaries({ entityType: "user", dir: "asc" })).toEqual([rows[0][4], rows[3][4]]);
    expect(await summaries({ userId: 2 })).toEqual([rows[3][4], rows[1][4]]);
    expect(
      await summaries({ fromIso: "2026-01-11T00:00:00.000Z", beforeIso: "2026-01-13T00:00:00.000Z" }),
    ).toEqual([rows[2][4], rows[1][4]]);
    expect(await summaries({ q: "TAATSDEUR" })).toEqual([rows[1][4]]);
    expect(await summaries({ q: "bob@" })).toHaveLength(2);
    const page2 = await listAudit(db(), { ...all, perPage: 3, page: 2 });
    expect(page2.total).toBe(4);
    expect(page2.rows.map((r) => r.summary)).toEqual([rows[0][4]]);
    expect(page2.rows[0]).toMatchObject({
      actor: "anna@example.nl",
      ip: "10.0.0.1",
      entityId: "7",
      details: '{"n":1}',
    });

    const options = await auditFilterOptions(db());
    expect(options.actions).toEqual(["product.update", "settings.update", "user.invite", "user.role"]);
    expect(options.entityTypes).toEqual(["product", "settings", "user"]);
    expect(options.users).toEqual([
      { id: 1, email: "anna@example.nl" },
      { id: 2, email: "bob@example.nl" },
    ]);
  });
});
