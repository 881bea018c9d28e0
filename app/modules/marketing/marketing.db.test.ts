import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { popupMessages } from "~/i18n/nl.popups";
import { seedPopups } from "../../../db/seed/popups";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { bumpShopVersion } from "../cache/shop-version.server";
import { saveSetting } from "../settings/settings.server";
import { contactForm, newsletterSignup, popupAnalytics } from "./ajax-actions.server";
import { CONTACT_LIMIT } from "./contact.server";
import { NEWSLETTER_LIMIT } from "./form-submit.server";
import { confirmSubscription, listSubscribers, pendingConfirmation, unsubscribe } from "./newsletter.server";
import { popupSettingsSchema } from "./popup.schema";
import { popupTotals } from "./popup-stats.server";
import { activePopups, deletePopup, getPopup, savePopup } from "./popups.server";
import { popupsForPage } from "./popups-for-page.server";

const log = pino({ level: "silent" });
const editor = { userId: null, email: "redacteur@example.nl", ip: "10.9.9.9" };

describeEachEngine("popups, newsletter and contact", (db) => {
  let ip = 0;
  /** A context from a new address each time, so one test's rate limit does not touch another. */
  const ctx = () => ({
    db: db(),
    sessionId: "s".repeat(32),
    secureCookies: false,
    log,
    ip: `10.0.0.${++ip}`,
  });
  const outbox = (kind: string, to?: string) => {
    let q = db().selectFrom("email_outbox").selectAll().where("kind", "=", kind);
    if (to) q = q.where("to_address", "=", to);
    return q.orderBy("id").execute();
  };
  const tokenOf = (text: string, path: string) =>
    new URL(new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(text)?.[0] ?? "http://x").searchParams.get(
      "token",
    ) ?? "";

  it("seeds the newsletter and contact popups once, with the spec's defaults", async () => {
    expect(await seedPopups(db())).toBe(true);
    expect(await seedPopups(db())).toBe(false);
    const { popups, broken } = await activePopups(db());
    expect(broken).toEqual([]);
    const newsletter = popups.find((p) => p.slug === "nieuwsbrief");
    const contact = popups.find((p) => p.slug === "contact");
    expect(newsletter?.title).toBe("Ontvang onze tips voor glazen deuren");
    expect(newsletter?.form).toBe("newsletter");
    expect(newsletter?.settings.triggers[0]).toMatchObject({ type: "auto_open", settings: { delay: 10 } });
    expect(newsletter?.settings.triggers[0].settings.cookie_name).toContain(`pum-${newsletter?.id}`);
    expect(newsletter?.settings.cookies).toEqual([
      { event: "on_popup_open", settings: { name: "pum-nieuwsbrief-gezien", time: "+30 days" } },
    ]);
    expect(newsletter?.settings.conditions.page_types).toEqual(["product"]);
    expect(contact?.form).toBe("contact");
    for (const p of popups) {
      expect(p.settings).toMatchObject({
        size: "medium",
        custom_width: "640px",
        custom_height: "380px",
        responsive_min_width: "0%",
        responsive_max_width: "100%",
        animation_type: "fade",
        animation_speed: 350,
        animation_origin: "center top",
        location: "center top",
        position_top: 100,
        zindex: 1999999999,
      });
    }
  });

  it("renders only the popups whose page conditions can match the page", async () => {
    const paths: [string, string[]][] = [
      ["/", ["contact"]],
      ["/winkel", ["contact"]],
      ["/product/glazen-deur-op-maat", ["nieuwsbrief", "contact"]],
      ["/winkelmand", ["contact"]],
      ["/afrekenen", ["contact"]],
      ["/algemene-voorwaarden", ["contact"]],
      ["/contact", []],
      ["/nieuwsbrief", ["contact"]],
    ];
    for (const [path, slugs] of paths) {
      const views = await popupsForPage(db(), path, log);
      expect(views.map((v) => v.slug).sort(), path).toEqual([...slugs].sort());
    }
  });

  it("renders a popup's blocks instead of its text, leaving out (and logging) a block that no longer reads", async () => {
    const warnings: unknown[] = [];
    const spy = pino({ level: "warn" }, { write: (line: string) => warnings.push(JSON.parse(line)) });
    const blocks = {
      root: { props: {} },
      content: [
        { type: "Heading", props: { id: "kop-1", text: "Blokkenpopup", level: "h3" } },
        { type: "Marquee", props: { id: "oud-1" } },
      ],
    };
    const saved = await savePopup(db(), editor, null, {
      slug: "blokken",
      title: "Blokken",
      active: true,
      content: "<p>Tekst</p>",
      form: "none",
      settings: popupSettingsSchema.parse({
        content_blocks: JSON.stringify(blocks),
        conditions: { pages: ["/montage"] },
      }),
    });
    await bumpShopVersion(db());
    const view = (await popupsForPage(db(), "/montage", spy)).find((v) => v.slug === "blokken");
    expect(view?.blocks?.map((b) => b.type)).toEqual(["Heading"]);
    expect(warnings).toContainEqual(expect.objectContaining({ msg: "popup: invalid blocks skipped" }));
    const plain = (await popupsForPage(db(), "/montage", log)).filter((v) => v.slug !== "blokken");
    expect(plain.every((v) => v.blocks === null)).toBe(true);
    if (saved.kind === "saved") await deletePopup(db(), editor, saved.id);
  });

  it("records who created, changed, switched off and deleted a popup, with the changed fields", async () => {
    const input = {
      slug: "audit-popup",
      title: "Auditpopup",
      active: false,
      content: "<p>Een</p>",
      form: "none" as const,
      settings: popupSettingsSchema.parse({}),
    };
    const created = await savePopup(db(), editor, null, input);
    const id = created.kind === "saved" ? created.id : 0;
    await savePopup(db(), editor, id, {
      ...input,
      content: "<p>Twee</p>",
      settings: popupSettingsSchema.parse({ size: "small" }),
    });
    await savePopup(db(), editor, id, { ...input, active: true, content: "<p>Twee</p>" });
    expect(await savePopup(db(), editor, id, { ...input, slug: "nieuwsbrief" })).toEqual({
      kind: "slug_taken",
    });
    expect(await deletePopup(db(), editor, id)).toBe(true);
    expect(await deletePopup(db(), editor, id)).toBe(false);
    const rows = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "popup")
      .where("entity_id", "=", String(id))
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.action, r.summary, r.actor, r.ip])).toEqual([
      ["popup.create", 'Popup "Auditpopup" aangemaakt', "redacteur@example.nl", "10.9.9.9"],
      ["popup.update", 'Popup "Auditpopup" bijgewerkt', "redacteur@example.nl", "10.9.9.9"],
      ["popup.activate", 'Popup "Auditpopup" geactiveerd', "redacteur@example.nl", "10.9.9.9"],
      ["popup.delete", 'Popup "Auditpopup" verwijderd', "redacteur@example.nl", "10.9.9.9"],
    ]);
    expect(JSON.parse(rows[1].details).changed).toEqual(["content", "settings.size"]);
    expect(JSON.parse(rows[2].details).changed).toEqual(["active", "settings.size"]);
  });

  it("saves a popup, refuses a taken slug, hides an inactive one, leaves out unreadable settings", async () => {
    const settings = popupSettingsSchema.parse({ conditions: { pages: ["/algemene-voorwaarden"] } });
    const input = {
      slug: "actie",
      title: "Actie",
      active: true,
      content: "<p>Hoi</p>",
      form: "none" as const,
      settings,
    };
    const saved = await savePopup(db(), editor, null, input);
    expect(saved.kind).toBe("saved");
    const id = saved.kind === "saved" ? saved.id : 0;
    expect(await savePopup(db(), editor, null, { ...input, title: "Twee" })).toEqual({ kind: "slug_taken" });
    expect(await savePopup(db(), editor, 9999, { ...input, slug: "nieuw" })).toEqual({ kind: "not_found" });
    await bumpShopVersion(db());
    expect((await popupsForPage(db(), "/algemene-voorwaarden", log)).map((v) => v.slug)).toContain("actie");
    expect((await popupsForPage(db(), "/", log)).map((v) => v.slug)).not.toContain("actie");

    await savePopup(db(), editor, id, { ...input, active: false });
    await bumpShopVersion(db());
    expect((await popupsForPage(db(), "/algemene-voorwaarden", log)).map((v) => v.slug)).not.toContain(
      "actie",
    );

    await db().updateTable("popups").set({ active: 1, settings: "{not json" }).where("id", "=", id).execute();
    await bumpShopVersion(db());
    const { popups, broken } = await activePopups(db());
    expect(broken).toEqual([id]);
    expect(popups.map((p) => p.id)).not.toContain(id);
    expect((await getPopup(db(), id))?.settings.size).toBe("medium");
    await db().deleteFrom("popups").where("id", "=", id).execute();
  });

  it("newsletter: double opt-in with a consent record, same answer for a known address, unsubscribe", async () => {
    const email = "Lotte@Example.nl";
    const first = await newsletterSignup(ctx(), {
      action: "pum_sub_form",
      popup_id: "1",
      values: { email, consent: "1" },
    });
    expect(first).toEqual({
      status: 200,
      body: { success: true, data: { message: popupMessages.newsletter.received, errors: [], redirect: "" } },
    });
    const [row] = (await listSubscribers(db())).filter((r) => r.email === "lotte@example.nl");
    expect(row).toMatchObject({
      status: "pending",
      consent_text: popupMessages.newsletter.consent,
      consent_version: popupMessages.newsletter.consentVersion,
      consent_source: "popup:1",
      confirmed_at: null,
    });
    const [mail] = await outbox("newsletter_confirm", "lotte@example.nl");
    expect(mail.text_body).toContain("/nieuwsbrief/afmelden?token=");
    expect(mail.html_body).toContain("/nieuwsbrief/afmelden?token=");
    const confirmToken = tokenOf(mail.text_body, "/nieuwsbrief/bevestigen");
    expect(await pendingConfirmation(db(), confirmToken)).toBe(true);
    // The token is stored hashed only.
    const stored = await db().selectFrom("newsletter_subscribers").select("confirm_token_hash").execute();
    expect(stored.map((s) => s.confirm_token_hash)).not.toContain(confirmToken);

    expect(await confirmSubscription(db(), "wrong")).toBe(false);
    expect(await confirmSubscription(db(), confirmToken)).toBe(true);
    expect(await confirmSubscription(db(), confirmToken)).toBe(false);
    expect((await listSubscribers(db())).find((r) => r.email === "lotte@example.nl")?.status).toBe(
      "confirmed",
    );

    const again = await newsletterSignup(ctx(), { values: { email, consent: "1" } });
    expect(again).toEqual(first);
    expect(await outbox("newsletter_confirm", "lotte@example.nl")).toHaveLength(1);

    const unsubscribeToken = tokenOf(mail.text_body, "/nieuwsbrief/afmelden");
    expect(await unsubscribe(db(), unsubscribeToken)).toBe(true);
    expect((await listSubscribers(db())).find((r) => r.email === "lotte@example.nl")).toMatchObject({
      status: "unsubscribed",
    });
    // Signing up again after unsubscribing asks for a new confirmation.
    await newsletterSignup(ctx(), { values: { email, consent: "1" } });
    expect((await listSubscribers(db())).find((r) => r.email === "lotte@example.nl")?.status).toBe("pending");
    expect(await outbox("newsletter_confirm", "lotte@example.nl")).toHaveLength(2);
  });

  it("newsletter: refuses per field (JSON and form-encoded shapes alike) and limits signups per address", async () => {
    const refused = await newsletterSignup(ctx(), { values: { email: "geen-adres" } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      data: {
        errors: [
          { field: "email", message: popupMessages.errors.emailInvalid },
          { field: "consent", message: popupMessages.newsletter.consentRequired },
        ],
      },
    });
    const c = ctx();
    for (let i = 0; i < NEWSLETTER_LIMIT.capacity; i++)
      expect(
        (await newsletterSignup(c, { values: { email: `n${i}@example.nl`, consent: "on" } })).status,
      ).toBe(200);
    expect(
      (await newsletterSignup(c, { values: { email: "te-veel@example.nl", consent: "1" } })).status,
    ).toBe(429);
  });

  it("contact: stores the message, mails the shop through the outbox, honeypot and rate limit", async () => {
    await saveSetting(db(), "company", {
      name: "Maatglas",
      street: "",
      postcode: "",
      city: "",
      country: "Nederland",
      kvk: "",
      vat: "",
      email: "winkel@maatglas.test",
      phone: "",
    });
    const c = ctx();
    const values = {
      name: "Pieter",
      email: "pieter@example.nl",
      phone: "06 1234 5678",
      order_number: "#1042",
      message: "Past de deur?",
    };
    const sent = await contactForm(c, { popup_id: "2", values });
    expect(sent).toEqual({
      status: 200,
      body: { success: true, data: { message: popupMessages.contact.received, errors: [], redirect: "" } },
    });
    const stored = await db()
      .selectFrom("contact_messages")
      .selectAll()
      .where("email", "=", "pieter@example.nl")
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: "Pieter",
      phone: "06 1234 5678",
      order_number: "1042",
      source: "popup:2",
    });
    const [mail] = await outbox("contact_message", "winkel@maatglas.test");
    expect(mail.text_body).toContain("Past de deur?");
    expect(mail.reference).toBe(String(stored[0].id));

    const bot = await contactForm(ctx(), {
      values: { ...values, email: "bot@example.nl", website: "http://spam" },
    });
    expect(bot).toEqual(sent);
    expect(
      await db().selectFrom("contact_messages").select("id").where("email", "=", "bot@example.nl").execute(),
    ).toEqual([]);

    const refused = await contactForm(ctx(), { values: { phone: "abc", order_number: "x1" } });
    expect(refused.status).toBe(400);
    expect(
      (refused.body as { data: { errors: { field: string }[] } }).data.errors.map((e) => e.field),
    ).toEqual(["name", "email", "phone", "order_number", "message"]);

    for (let i = 1; i < CONTACT_LIMIT.capacity; i++)
      expect((await contactForm(c, { values })).status).toBe(200);
    expect((await contactForm(c, { values })).status).toBe(429);
  });

  it("analytics: records nothing while off (the default), counts opens and conversions when on", async () => {
    const { popups } = await activePopups(db());
    const pid = popups[0].id;
    expect(await popupAnalytics(ctx(), { event: "open", pid: String(pid) })).toMatchObject({
      body: { success: false },
    });
    expect((await popupTotals(db())).size).toBe(0);
    await saveSetting(db(), "popups", { analytics_enabled: true });
    for (const event of ["open", "open", "conversion"])
      expect((await popupAnalytics(ctx(), { event, pid: String(pid) })).status).toBe(200);
    expect((await popupAnalytics(ctx(), { event: "hover", pid: String(pid) })).status).toBe(400);
    expect((await popupAnalytics(ctx(), { event: "open", pid: "99999" })).status).toBe(404);
    expect((await popupTotals(db())).get(pid)).toEqual({ open: 2, conversion: 1 });
    await saveSetting(db(), "popups", { analytics_enabled: false });
  });
});

describe("popup settings schema", () => {
  it("fills every §9.8 default for an empty row", () => {
    const s = popupSettingsSchema.parse({});
    expect(s).toMatchObject({ size: "medium", zindex: 1999999999, position_top: 100, animation_speed: 350 });
    expect(s.close_on_esc_press).toBe(true);
  });
});
