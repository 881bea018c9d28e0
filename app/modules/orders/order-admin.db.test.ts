import pino from "pino";
import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { unpaidOrder } from "../../../tests/helpers/payment-orders";
import type { AuditActor } from "../audit/audit.server";
import { applyTestOutcome, handlePaymentWebhook } from "../payments/payment-webhook.server";
import { startPayment } from "../payments/payments.server";
import { addOrderNote, changeOrderStatus, resendOrderMail } from "./order-admin.server";

const log = pino({ level: "silent" });
const ADMIN: AuditActor = { userId: 7, email: "eigenaar@maatglas.test", ip: "10.0.0.1" };
const OTHER: AuditActor = { userId: 8, email: "medewerker@maatglas.test", ip: "10.0.0.2" };

describeEachEngine("order status changes in the back office", (db) => {
  const eventsOf = (orderId: number) =>
    db().selectFrom("order_events").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
  const auditOf = (orderId: number) =>
    db()
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "order")
      .where("entity_id", "=", String(orderId))
      .orderBy("id")
      .execute();
  const mailsOf = (orderId: number) =>
    db()
      .selectFrom("email_outbox")
      .selectAll()
      .where("reference", "like", `${orderId}:%`)
      .orderBy("id")
      .execute();
  const statusOf = async (orderId: number) =>
    await db().selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();

  it("processing → in production → shipped → completed writes events, audit rows and the three Dutch mails", async () => {
    const order = await unpaidOrder(db(), { status: "processing" });
    const steps = [
      { to: "in-production", subject: `Je bestelling ${order.number} is in productie` },
      { to: "shipped", subject: `Je bestelling ${order.number} is verzonden` },
      { to: "completed", subject: `Je bestelling ${order.number} is afgerond` },
    ] as const;
    let from = "processing";
    for (const step of steps) {
      const result = await changeOrderStatus(
        db(),
        ADMIN,
        {
          orderId: order.id,
          to: step.to,
          expectedFrom: from,
          trackTrace: step.to === "shipped" ? "3SABCD1234567" : null,
        },
        log,
      );
      expect(result).toMatchObject({ ok: true, from, to: step.to });
      from = step.to;
    }
    const row = await statusOf(order.id);
    expect(row.status).toBe("completed");
    expect(row.track_trace).toBe("3SABCD1234567");

    const events = await eventsOf(order.id);
    expect(events.map((e) => [e.kind, e.from_status, e.to_status, e.actor, e.actor_user_id])).toEqual([
      ["status", "processing", "in-production", ADMIN.email, 7],
      ["status", "in-production", "shipped", ADMIN.email, 7],
      ["status", "shipped", "completed", ADMIN.email, 7],
    ]);
    expect(events[1].text).toBe("3SABCD1234567");
    expect(events.every((e) => !Number.isNaN(Date.parse(e.created_at)))).toBe(true);

    const audit = await auditOf(order.id);
    expect(audit.map((a) => [a.action, a.summary, a.ip])).toEqual([
      ["order.status", `Status van ${order.number}: In behandeling → In productie`, "10.0.0.1"],
      ["order.status", `Status van ${order.number}: In productie → Verzonden`, "10.0.0.1"],
      ["order.status", `Status van ${order.number}: Verzonden → Afgerond`, "10.0.0.1"],
    ]);
    expect(JSON.parse(audit[1].details)).toMatchObject({
      from: "in-production",
      to: "shipped",
      trackTrace: "3SABCD1234567",
    });

    const mails = await mailsOf(order.id);
    expect(mails.map((m) => [m.kind, m.reference, m.to_address, m.subject])).toEqual(
      steps.map((s) => ["order_status", `${order.id}:${s.to}`, "klant@example.nl", s.subject]),
    );
    expect(mails[0].text_body).toContain("Beste Jan,");
    expect(mails[1].text_body).toContain("Track & trace: 3SABCD1234567");
    expect(mails[1].html_body).toContain("3SABCD1234567");
    expect(mails[2].text_body).not.toContain("Track & trace");
  });

  it("a shipped mail without track & trace says so; a link becomes a link", async () => {
    const a = await unpaidOrder(db(), { status: "processing" });
    await changeOrderStatus(db(), ADMIN, { orderId: a.id, to: "shipped" }, log);
    const [plain] = await mailsOf(a.id);
    expect(plain.text_body).toContain("geen track & trace-code");
    expect((await statusOf(a.id)).track_trace).toBeNull();

    const b = await unpaidOrder(db(), { status: "processing" });
    await changeOrderStatus(
      db(),
      ADMIN,
      { orderId: b.id, to: "shipped", trackTrace: "https://jouw.postnl.nl/track?b=3SXYZ" },
      log,
    );
    const [linked] = await mailsOf(b.id);
    expect(linked.html_body).toContain('<a href="https://jouw.postnl.nl/track?b=3SXYZ">');
  });

  it("two admins moving the same order from the same old status: exactly one succeeds", async () => {
    const order = await unpaidOrder(db(), { status: "processing" });
    const results = await Promise.all([
      changeOrderStatus(
        db(),
        ADMIN,
        { orderId: order.id, to: "in-production", expectedFrom: "processing" },
        log,
      ),
      changeOrderStatus(db(), OTHER, { orderId: order.id, to: "shipped", expectedFrom: "processing" }, log),
    ]);
    const ok = results.filter((r) => r.ok);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "conflict" }]);
    expect(await eventsOf(order.id)).toHaveLength(1);
    expect(await auditOf(order.id)).toHaveLength(1);
    expect(await mailsOf(order.id)).toHaveLength(1);
  });

  it("a form sent with a stale status is refused as a conflict and changes nothing", async () => {
    const order = await unpaidOrder(db(), { status: "processing" });
    await changeOrderStatus(
      db(),
      ADMIN,
      { orderId: order.id, to: "in-production", expectedFrom: "processing" },
      log,
    );
    const stale = await changeOrderStatus(
      db(),
      OTHER,
      { orderId: order.id, to: "completed", expectedFrom: "processing" },
      log,
    );
    expect(stale).toEqual({ ok: false, reason: "conflict" });
    expect((await statusOf(order.id)).status).toBe("in-production");
  });

  it("refuses a change the state machine does not allow, with a Dutch message and no rows", async () => {
    const order = await unpaidOrder(db(), { status: "pending" });
    const result = await changeOrderStatus(db(), ADMIN, { orderId: order.id, to: "shipped" }, log);
    expect(result).toEqual({
      ok: false,
      reason: "refused",
      from: "pending",
      message:
        "De status van deze bestelling kan niet van „In afwachting van betaling” naar „Verzonden” worden gewijzigd.",
    });
    const shipped = await unpaidOrder(db(), { status: "processing" });
    await changeOrderStatus(db(), ADMIN, { orderId: shipped.id, to: "shipped" }, log);
    expect(
      await changeOrderStatus(db(), ADMIN, { orderId: shipped.id, to: "in-production" }, log),
    ).toMatchObject({
      ok: false,
      reason: "refused",
    });
    expect(await eventsOf(order.id)).toEqual([]);
    expect(await auditOf(order.id)).toEqual([]);
    expect((await statusOf(order.id)).status).toBe("pending");
    expect(await changeOrderStatus(db(), ADMIN, { orderId: 999_999, to: "shipped" }, log)).toEqual({
      ok: false,
      reason: "not_found",
    });
  });

  it("marking a bank-transfer order paid takes its stock and records when; cancelling gives it back", async () => {
    const paid = await unpaidOrder(db(), { status: "on-hold", method: "banktransfer" });
    const product = await db()
      .selectFrom("products")
      .select("id")
      .where("slug", "=", "pay-door")
      .executeTakeFirstOrThrow();
    await db().updateTable("products").set({ stock: 10 }).where("id", "=", product.id).execute();
    const stock = async () =>
      (
        await db()
          .selectFrom("products")
          .select("stock")
          .where("id", "=", product.id)
          .executeTakeFirstOrThrow()
      ).stock;
    // on-hold orders made by the helper did not take stock yet (it skipped the placement effects)
    const r = await changeOrderStatus(db(), ADMIN, { orderId: paid.id, to: "processing" }, log);
    expect(r.ok).toBe(true);
    const row = await statusOf(paid.id);
    expect(row.paid_at).not.toBeNull();
    expect(row.stock_taken).toBe(1);
    expect(await stock()).toBe(9);
    // in production and shipped keep the stock taken
    await changeOrderStatus(db(), ADMIN, { orderId: paid.id, to: "in-production" }, log);
    await changeOrderStatus(db(), ADMIN, { orderId: paid.id, to: "shipped" }, log);
    expect(await stock()).toBe(9);
    expect((await statusOf(paid.id)).stock_taken).toBe(1);

    const dropped = await unpaidOrder(db(), { status: "on-hold", method: "banktransfer" });
    await changeOrderStatus(db(), ADMIN, { orderId: dropped.id, to: "processing" }, log);
    expect(await stock()).toBe(8);
    const cancelled = await unpaidOrder(db(), { status: "pending" });
    await changeOrderStatus(db(), ADMIN, { orderId: cancelled.id, to: "cancelled" }, log);
    expect(await stock()).toBe(8);
    // no customer mail for statuses without one
    expect(await mailsOf(cancelled.id)).toEqual([]);
  });
});

describeEachEngine("order notes and resent mails", (db) => {
  it("an internal note is stored with who and when, audited, and not e-mailed", async () => {
    const order = await unpaidOrder(db(), { status: "processing" });
    expect(
      await addOrderNote(
        db(),
        ADMIN,
        { orderId: order.id, kind: "note", text: "  Glas besteld bij leverancier  " },
        log,
      ),
    ).toBe(true);
    const events = await db()
      .selectFrom("order_events")
      .selectAll()
      .where("order_id", "=", order.id)
      .execute();
    expect(events).toMatchObject([
      { kind: "note", text: "Glas besteld bij leverancier", actor: ADMIN.email, actor_user_id: 7 },
    ]);
    const audit = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", String(order.id))
      .execute();
    expect(audit).toMatchObject([{ action: "order.note", summary: `Interne notitie bij ${order.number}` }]);
    const mails = await db()
      .selectFrom("email_outbox")
      .select("id")
      .where("reference", "like", `${order.id}:%`)
      .execute();
    expect(mails).toEqual([]);
  });

  it("a customer note is stored, audited and e-mailed to the customer, one mail per note", async () => {
    const order = await unpaidOrder(db(), { status: "processing" });
    await addOrderNote(
      db(),
      ADMIN,
      { orderId: order.id, kind: "customer_note", text: "Uw deur wordt donderdag geleverd." },
      log,
    );
    await addOrderNote(
      db(),
      ADMIN,
      { orderId: order.id, kind: "customer_note", text: "Levering verschoven naar vrijdag." },
      log,
    );
    const mails = await db()
      .selectFrom("email_outbox")
      .selectAll()
      .where("reference", "like", `${order.id}:note:%`)
      .orderBy("id")
      .execute();
    expect(mails.map((m) => [m.kind, m.to_address, m.subject])).toEqual([
      ["order_note", "klant@example.nl", `Een bericht over je bestelling ${order.number}`],
      ["order_note", "klant@example.nl", `Een bericht over je bestelling ${order.number}`],
    ]);
    expect(mails[0].text_body).toContain("Uw deur wordt donderdag geleverd.");
    expect(mails[1].text_body).toContain("Levering verschoven naar vrijdag.");
    const audit = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", String(order.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["order.customer_note", "order.customer_note"]);
    expect(await addOrderNote(db(), ADMIN, { orderId: 999_999, kind: "note", text: "x" }, log)).toBe(false);
    await expect(
      addOrderNote(db(), ADMIN, { orderId: order.id, kind: "note", text: "   " }, log),
    ).rejects.toThrow();
  });

  it("resends one of the order's mails with a history row; another order's mail is refused", async () => {
    const order = await unpaidOrder(db(), { status: "processing" });
    const other = await unpaidOrder(db(), { status: "processing" });
    const r = await changeOrderStatus(db(), ADMIN, { orderId: order.id, to: "in-production" }, log);
    const mailId = r.ok ? r.mailId : null;
    expect(mailId).not.toBeNull();
    const copy = await resendOrderMail(db(), ADMIN, { orderId: order.id, outboxId: mailId as number }, log);
    expect(copy).not.toBeNull();
    const copyRow = await db()
      .selectFrom("email_outbox")
      .selectAll()
      .where("id", "=", copy as number)
      .executeTakeFirstOrThrow();
    expect(copyRow.subject).toBe(`Je bestelling ${order.number} is in productie`);
    const events = await db()
      .selectFrom("order_events")
      .select(["kind"])
      .where("order_id", "=", order.id)
      .orderBy("id")
      .execute();
    expect(events.map((e) => e.kind)).toEqual(["status", "email"]);
    expect(
      await resendOrderMail(db(), ADMIN, { orderId: other.id, outboxId: mailId as number }, log),
    ).toBeNull();
  });
});

describeEachEngine("a payment webhook for an order the shop moved on", (db) => {
  it("a replayed paid webhook leaves an in-production or shipped order as it is, without new mails", async () => {
    const deps = { log, baseUrl: "http://shop.test" };
    const order = await unpaidOrder(db(), { status: "pending" });
    const payment = await startPayment(
      db(),
      {
        id: order.id,
        number: order.number,
        orderKey: order.orderKey,
        totalInclCents: 74050,
        paymentMethod: "ideal",
      },
      deps,
    );
    expect(await applyTestOutcome(db(), payment.providerPaymentId, "paid", deps)).toMatchObject({ ok: true });
    const mailCount = async () =>
      (
        await db()
          .selectFrom("email_outbox")
          .select("id")
          .where("reference", "like", `${order.id}%`)
          .execute()
      ).length;
    for (const to of ["in-production", "shipped"] as const) {
      expect((await changeOrderStatus(db(), ADMIN, { orderId: order.id, to }, log)).ok).toBe(true);
      const before = await mailCount();
      const outcome = await handlePaymentWebhook(db(), payment.providerPaymentId, deps);
      expect(outcome).toMatchObject({
        known: true,
        orderStatus: to,
        transitioned: false,
        paymentStatus: "paid",
      });
      const row = await db()
        .selectFrom("orders")
        .selectAll()
        .where("id", "=", order.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(to);
      expect(row.double_payment_at).toBeNull();
      expect(await mailCount()).toBe(before);
    }
  });
});
