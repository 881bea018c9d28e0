import { pino } from "pino";
import { expect, it } from "vitest";
import { parseListParams } from "~/modules/admin/list-params";
import type { AuditActor } from "~/modules/audit/audit.server";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { enqueueEmail } from "./email.server";
import {
  getOutboxMail,
  listOutbox,
  OUTBOX_SORTS,
  outboxKinds,
  resendFromOutbox,
} from "./outbox-admin.server";

const log = pino({ level: "silent" });
const actor: AuditActor = { userId: null, email: "winkel@maatglas.test", ip: "198.51.100.4" };
const params = (query: string) =>
  parseListParams(new URLSearchParams(query), {
    sorts: OUTBOX_SORTS,
    defaultSort: "created_at",
    defaultDir: "desc",
  });
const none = { status: null, kind: null };

describeEachEngine("the e-mail outbox screen", (db) => {
  const ids: Record<string, number> = {};

  it("lists every mail newest first with its delivery status", async () => {
    const mail = (to: string, subject: string, kind: string, reference: string) =>
      enqueueEmail(
        db(),
        { to, subject, text: `tekst ${subject}`, html: `<p>${subject}</p>`, kind, reference },
        log,
      );
    ids.waiting = (await mail("jan@example.nl", "Je bestelling MG-1", "order_confirmation", "1")) as number;
    ids.sent = (await mail("Piet@Example.nl", "Nieuwe bestelling 100%", "new_order", "1")) as number;
    ids.failed = (await mail("kees@example.nl", "Wachtwoord herstellen", "password_reset", "abc")) as number;
    await db()
      .updateTable("email_outbox")
      .set({ sent_at: "2026-11-23T10:00:00.000Z", attempts: 1 })
      .where("id", "=", ids.sent)
      .execute();
    await db()
      .updateTable("email_outbox")
      .set({ failed_at: "2026-11-23T10:05:00.000Z", attempts: 5, error: "550 mailbox unavailable" })
      .where("id", "=", ids.failed)
      .execute();
    // Distinct creation times, so the default order is defined.
    for (const [i, id] of [ids.waiting, ids.sent, ids.failed].entries()) {
      await db()
        .updateTable("email_outbox")
        .set({ created_at: `2026-11-2${i}T09:00:00.000Z` })
        .where("id", "=", id)
        .execute();
    }
    const all = await listOutbox(db(), params(""), none);
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => [r.id, r.status])).toEqual([
      [ids.failed, "failed"],
      [ids.sent, "sent"],
      [ids.waiting, "waiting"],
    ]);
    expect(all.rows[0]).toMatchObject({ attempts: 5, error: "550 mailbox unavailable" });
  });

  it("filters by status and kind, searches recipient and subject case-insensitively (% is literal)", async () => {
    for (const status of ["waiting", "sent", "failed"] as const) {
      const r = await listOutbox(db(), params(""), { status, kind: null });
      expect(r.rows.map((x) => x.id)).toEqual([ids[status]]);
    }
    expect(
      (await listOutbox(db(), params(""), { status: null, kind: "new_order" })).rows.map((r) => r.id),
    ).toEqual([ids.sent]);
    expect((await listOutbox(db(), params("q=piet@example"), none)).rows.map((r) => r.id)).toEqual([
      ids.sent,
    ]);
    expect((await listOutbox(db(), params("q=WACHTWOORD"), none)).rows.map((r) => r.id)).toEqual([
      ids.failed,
    ]);
    expect((await listOutbox(db(), params("q=100%25"), none)).rows.map((r) => r.id)).toEqual([ids.sent]);
    expect((await listOutbox(db(), params("q=10%25"), none)).total).toBe(0);
    expect(await outboxKinds(db())).toEqual(["new_order", "order_confirmation", "password_reset"]);
  });

  it("sorts by a column both ways and pages", async () => {
    const asc = await listOutbox(db(), params("sort=to_address&dir=asc"), none);
    expect(asc.rows.map((r) => r.to_address)).toEqual([
      "jan@example.nl",
      "kees@example.nl",
      "Piet@Example.nl",
    ]);
    const attempts = await listOutbox(db(), params("sort=attempts&dir=desc"), none);
    expect(attempts.rows[0].id).toBe(ids.failed);
    const paged = await listOutbox(db(), { ...params("page=2"), perPage: 2 }, none);
    expect(paged.total).toBe(3);
    expect(paged.rows.map((r) => r.id)).toEqual([ids.waiting]);
  });

  it("shows one mail with its bodies; an unknown id is undefined", async () => {
    const mail = await getOutboxMail(db(), ids.failed);
    expect(mail).toMatchObject({
      status: "failed",
      text_body: "tekst Wachtwoord herstellen",
      html_body: "<p>Wachtwoord herstellen</p>",
    });
    expect(await getOutboxMail(db(), 999_999)).toBeUndefined();
  });

  it("resending adds a waiting copy and an email.resend audit row; an unknown mail adds neither", async () => {
    const copy = await resendFromOutbox(db(), actor, ids.failed, log);
    expect(copy).not.toBeNull();
    const list = await listOutbox(db(), params(""), { status: "waiting", kind: "password_reset" });
    expect(list.rows.map((r) => r.id)).toEqual([copy]);
    expect(list.rows[0]).toMatchObject({
      to_address: "kees@example.nl",
      subject: "Wachtwoord herstellen",
      attempts: 0,
    });
    const audit = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "email.resend")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: actor.email,
      entity_type: "email",
      entity_id: String(ids.failed),
    });
    expect(JSON.parse(audit[0].details)).toEqual({ original: ids.failed, copy });
    expect(await resendFromOutbox(db(), actor, 999_999, log)).toBeNull();
    expect(
      await db().selectFrom("audit_log").select("id").where("action", "=", "email.resend").execute(),
    ).toHaveLength(1);
  });
});
