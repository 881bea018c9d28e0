import { Writable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { pino } from "pino";
import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { enqueueEmail, type MailTransport } from "./email.server";
import { CLAIM_MS, MAX_ATTEMPTS, retryDelayMs, STALE_AFTER_MS } from "./outbox-retry";
import { deliverPending } from "./outbox-sender.server";

const log = pino({ level: "silent" });
const from = "Maatglas <info@maatglas.nl>";
const mail = (reference: string, kind = "order_confirmation") => ({
  to: "jan@example.nl",
  subject: "Je bestelling",
  text: `Hallo, geheime-inhoud-${reference}`,
  html: `<p>Hallo, geheime-inhoud-${reference}</p>`,
  kind,
  reference,
});

/** A transport that records what it was asked to send. */
function recorder(delayMs = 0) {
  const sent: { to: string; subject: string; text: string }[] = [];
  const transport: MailTransport = {
    sendMail: async (m) => {
      if (delayMs) await sleep(delayMs);
      sent.push({ to: m.to, subject: m.subject, text: m.text });
    },
  };
  return { sent, transport };
}

const failing = (message: string): MailTransport => ({
  sendMail: async () => Promise.reject(new Error(message)),
});

describeEachEngine("e-mail outbox", (db) => {
  const row = (reference: string, kind = "order_confirmation") =>
    db()
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", kind)
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
  it("queues once per kind and reference, and only when its transaction commits", async () => {
    expect(await enqueueEmail(db(), mail("q1"), log)).toEqual(expect.any(Number));
    expect(await enqueueEmail(db(), mail("q1"), log)).toBeNull();
    expect(await enqueueEmail(db(), mail("q1", "new_order"), log)).toEqual(expect.any(Number));
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await enqueueEmail(trx, mail("q2"), log);
          throw new Error("the order could not be placed");
        }),
    ).rejects.toThrow("the order could not be placed");
    const rows = await db()
      .selectFrom("email_outbox")
      .select(["kind", "reference", "sent_at", "attempts"])
      .where("reference", "in", ["q1", "q2"])
      .orderBy("kind")
      .execute();
    expect(rows).toEqual([
      { kind: "new_order", reference: "q1", sent_at: null, attempts: 0 },
      { kind: "order_confirmation", reference: "q1", sent_at: null, attempts: 0 },
    ]);
    const { sent, transport } = recorder();
    expect(await deliverPending(db(), transport, { log, from })).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(sent.map((m) => m.text)).toEqual(["Hallo, geheime-inhoud-q1", "Hallo, geheime-inhoud-q1"]);
    expect(await deliverPending(db(), transport, { log, from })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const done = await row("q1");
    expect([done.sent_at !== null, done.locked_until, done.error, done.attempts]).toEqual([
      true,
      null,
      null,
      1,
    ]);
  });

  it("keeps the error, retries with backoff and gives up after MAX_ATTEMPTS", async () => {
    await enqueueEmail(db(), mail("r1"), log);
    let now = new Date(Date.now() + 1000);
    expect(await deliverPending(db(), failing("connection refused"), { log, from, now })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    let r = await row("r1");
    expect([r.sent_at, r.error, r.attempts, r.locked_until]).toEqual([null, "connection refused", 1, null]);
    expect(r.next_attempt_at).toBe(new Date(now.getTime() + retryDelayMs(1)).toISOString());
    // Not before its time.
    const early = new Date(now.getTime() + retryDelayMs(1) - 1);
    expect((await deliverPending(db(), failing("x"), { log, from, now: early })).retrying).toBe(0);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      now = new Date(now.getTime() + retryDelayMs(attempt - 1));
      const report = await deliverPending(db(), failing(`poging ${attempt}`), { log, from, now });
      expect(report).toEqual(
        attempt < MAX_ATTEMPTS ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 },
      );
    }
    r = await row("r1");
    expect([r.sent_at, r.error, r.attempts]).toEqual([null, `poging ${MAX_ATTEMPTS}`, MAX_ATTEMPTS]);
    expect(r.failed_at).not.toBeNull();
    const later = new Date(now.getTime() + 24 * 60 * 60_000);
    expect((await deliverPending(db(), recorder().transport, { log, from, now: later })).sent).toBe(0);
  });

  it("a claim keeps other senders off until it expires (a sender that died mid-send)", async () => {
    await enqueueEmail(db(), mail("c1"), log);
    const now = new Date();
    const claimedUntil = new Date(now.getTime() + CLAIM_MS).toISOString();
    await db()
      .updateTable("email_outbox")
      .set({ locked_until: claimedUntil, attempts: 1 })
      .where("reference", "=", "c1")
      .execute();
    const { sent, transport } = recorder();
    expect((await deliverPending(db(), transport, { log, from, now })).sent).toBe(0);
    const after = new Date(now.getTime() + CLAIM_MS + 1);
    expect((await deliverPending(db(), transport, { log, from, now: after })).sent).toBe(1);
    expect(sent).toHaveLength(1);
    expect((await row("c1")).attempts).toBe(2);
  });

  it("several senders at once send every mail exactly once", async () => {
    for (let i = 0; i < 30; i++) await enqueueEmail(db(), mail(`p${i}`), log);
    const { sent, transport } = recorder(3);
    const reports = await Promise.all(
      Array.from({ length: 6 }, () => deliverPending(db(), transport, { log, from, limit: 30 })),
    );
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(30);
    expect(sent).toHaveLength(30);
    expect(new Set(sent.map((m) => m.text)).size).toBe(30);
    expect((await deliverPending(db(), transport, { log, from })).sent).toBe(0);
  });

  it("leaves rows older than STALE_AFTER_MS alone", async () => {
    const old = new Date(Date.now() - STALE_AFTER_MS - 60_000).toISOString();
    await enqueueEmail(db(), mail("s1"), log);
    await db()
      .updateTable("email_outbox")
      .set({ created_at: old, next_attempt_at: old })
      .where("reference", "=", "s1")
      .execute();
    expect((await deliverPending(db(), recorder().transport, { log, from })).sent).toBe(0);
    expect((await row("s1")).sent_at).toBeNull();
  });

  it("never writes a mail's body to the log", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const verbose = pino({ level: "trace" }, sink);
    await enqueueEmail(db(), mail("l1"), verbose);
    await enqueueEmail(db(), mail("l2"), verbose);
    await deliverPending(db(), recorder().transport, { log: verbose, from, limit: 1 });
    await deliverPending(db(), failing("mailbox unavailable"), { log: verbose, from });
    const text = lines.join("");
    expect(text).toContain("e-mail queued in the outbox");
    expect(text).toContain("e-mail sent");
    expect(text).toContain("mailbox unavailable");
    expect(text).not.toContain("geheime-inhoud");
  });
});
