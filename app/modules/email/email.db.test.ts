import { pino } from "pino";
import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { type MailTransport, sendEmail } from "./email.server";

const log = pino({ level: "silent" });
const mail = (reference: string) => ({
  to: "jan@example.nl",
  subject: "Je bestelling",
  text: "Hallo",
  html: "<p>Hallo</p>",
  kind: "order_confirmation",
  reference,
});

describeEachEngine("e-mail outbox", (db) => {
  it("without SMTP the mail is stored (unsent) once per kind and reference", async () => {
    expect(await sendEmail(db(), mail("1"), { log, transport: null })).toBe("stored");
    expect(await sendEmail(db(), mail("1"), { log, transport: null })).toBe("duplicate");
    expect(await sendEmail(db(), { ...mail("1"), kind: "new_order" }, { log, transport: null })).toBe(
      "stored",
    );
    const rows = await db().selectFrom("email_outbox").selectAll().where("reference", "=", "1").execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.sent_at === null)).toBe(true);
  });

  it("with SMTP it sends once, marks the row sent, and keeps a failure's error", async () => {
    const sent: string[] = [];
    const transport: MailTransport = { sendMail: async (m) => void sent.push(m.to) };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => sendEmail(db(), mail("2"), { log, transport })),
    );
    expect(results.filter((r) => r === "sent")).toHaveLength(1);
    expect(sent).toEqual(["jan@example.nl"]);
    const row = await db()
      .selectFrom("email_outbox")
      .selectAll()
      .where("reference", "=", "2")
      .executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();

    const broken: MailTransport = { sendMail: async () => Promise.reject(new Error("connection refused")) };
    expect(await sendEmail(db(), mail("3"), { log, transport: broken })).toBe("failed");
    const failed = await db()
      .selectFrom("email_outbox")
      .selectAll()
      .where("reference", "=", "3")
      .executeTakeFirstOrThrow();
    expect([failed.sent_at, failed.error]).toEqual([null, "connection refused"]);
  });
});
