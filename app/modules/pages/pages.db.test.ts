import { beforeAll, expect, it } from "vitest";
import { seedPages } from "../../../db/seed/pages";
import { samplePages } from "../../../db/seed/sample-pages";
import { describeEachEngine } from "../../../tests/helpers/databases";
import type { AuditActor } from "../audit/audit.server";
import type { PageData } from "./blocks.schema";
import { cleanPageData, renderableBlocks } from "./page-data.server";
import {
  createPage,
  getPage,
  listPages,
  listRevisions,
  publishedPage,
  restoreRevision,
  savePage,
} from "./pages.server";

const EDITOR: AuditActor = { userId: null, email: "redacteur@example.nl", ip: "127.0.0.1" };

function data(text: string): PageData {
  const checked = cleanPageData({
    root: { props: {} },
    content: [{ type: "Heading", props: { id: "h", text, level: "h1" } }],
  });
  if (!checked.ok) throw new Error("bad test data");
  return checked.data;
}

const fields = (slug: string, title = "Showroom") => ({ title, slug, seo_title: "", seo_description: "" });

describeEachEngine("content pages", (db) => {
  beforeAll(async () => {
    expect(await seedPages(db())).toBe(true);
    expect(await seedPages(db())).toBe(false);
  });

  it("seeds the sample pages published, each with one revision and blocks that all render", async () => {
    for (const sample of samplePages) {
      const page = await publishedPage(db(), sample.slug);
      expect(page?.title).toBe(sample.title);
      const { blocks, problems } = renderableBlocks(page?.data ?? null);
      expect(problems).toEqual([]);
      expect(blocks.length).toBe(sample.data.content.length);
      expect(await listRevisions(db(), page?.id ?? 0)).toHaveLength(1);
    }
  });

  it("creates a draft that visitors do not see, and refuses a slug in use", async () => {
    const created = await createPage(db(), { title: "Werkplaats", slug: "werkplaats" }, EDITOR);
    expect(created.ok).toBe(true);
    expect(await publishedPage(db(), "werkplaats")).toBeUndefined();
    expect(await createPage(db(), { title: "Nog een", slug: "werkplaats" }, EDITOR)).toEqual({
      ok: false,
      error: "slugTaken",
    });
    const rows = await listPages(db());
    expect(rows.find((r) => r.slug === "werkplaats")?.status).toBe("draft");
  });

  it("adds the showroom page to a shop seeded before it existed, once, and leaves its other pages", async () => {
    const showroom = await publishedPage(db(), "showroom");
    await db()
      .deleteFrom("page_revisions")
      .where("page_id", "=", showroom?.id ?? 0)
      .execute();
    await db().deleteFrom("pages").where("slug", "=", "showroom").execute();
    await db().deleteFrom("settings").where("key", "=", "seeded_showroom_page_at").execute();
    const overOns = await publishedPage(db(), "over-ons");
    expect(await seedPages(db())).toBe(true);
    expect((await publishedPage(db(), "showroom"))?.title).toBe("Showroom");
    expect((await publishedPage(db(), "over-ons"))?.id).toBe(overOns?.id);
    expect(await seedPages(db())).toBe(false);
  });

  it("saves drafts without changing the published page, publishes, and restores an older revision", async () => {
    const { id } = (await createPage(db(), { title: "Werkwijze", slug: "werkwijze" }, EDITOR)) as {
      id: number;
    };
    await savePage(
      db(),
      id,
      { ...fields("werkwijze", "Werkwijze"), data: data("Eerste") },
      "publish",
      EDITOR,
    );
    expect(
      renderableBlocks((await publishedPage(db(), "werkwijze"))?.data ?? null).blocks[0]?.props,
    ).toMatchObject({
      text: "Eerste",
    });

    await savePage(
      db(),
      id,
      { ...fields("werkwijze", "Werkwijze 2"), data: data("Tweede") },
      "draft",
      EDITOR,
    );
    const published = await publishedPage(db(), "werkwijze");
    expect(published?.title).toBe("Werkwijze 2");
    expect(renderableBlocks(published?.data ?? null).blocks[0]?.props).toMatchObject({ text: "Eerste" });
    expect((await listPages(db())).find((p) => p.id === id)?.changedSincePublish).toBe(true);

    const revisions = await listRevisions(db(), id);
    expect(revisions.map((r) => r.kind)).toEqual(["draft", "published"]);
    const first = revisions[1];
    expect(await restoreRevision(db(), id, first.id, EDITOR)).toEqual({ ok: true, id });
    const page = await getPage(db(), id);
    expect(page?.title).toBe("Werkwijze");
    expect(renderableBlocks(page?.data ?? null).blocks[0]?.props).toMatchObject({ text: "Eerste" });
    expect((await listRevisions(db(), id)).map((r) => r.kind)).toEqual(["restored", "draft", "published"]);
    const log = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_type", "=", "page")
      .execute();
    expect(log.map((l) => l.action)).toEqual(
      expect.arrayContaining(["page.publish", "page.draft", "page.restore"]),
    );
  });

  it("refuses a revision of another page, an unknown page and a slug taken by another page", async () => {
    const a = (await createPage(db(), { title: "A", slug: "pagina-a" }, EDITOR)) as { id: number };
    const b = (await createPage(db(), { title: "B", slug: "pagina-b" }, EDITOR)) as { id: number };
    await savePage(db(), b.id, { ...fields("pagina-b", "B"), data: data("B") }, "draft", EDITOR);
    const [revB] = await listRevisions(db(), b.id);
    expect(await restoreRevision(db(), a.id, revB.id, EDITOR)).toEqual({ ok: false, error: "notFound" });
    expect(await savePage(db(), 999_999, { ...fields("x"), data: data("x") }, "draft", EDITOR)).toEqual({
      ok: false,
      error: "notFound",
    });
    expect(await savePage(db(), a.id, { ...fields("pagina-b"), data: data("x") }, "publish", EDITOR)).toEqual(
      {
        ok: false,
        error: "slugTaken",
      },
    );
    expect(await publishedPage(db(), "pagina-a")).toBeUndefined();
  });
});
