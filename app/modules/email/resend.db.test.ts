import { pino } from "pino";
import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { enqueueEmail } from "./email.server";
import { orderMailReference, orderMails, resendEmail } from "./resend.server";

const log = pino({ level: "silent" });

describeEachEngine("resending an e-mail and an order's mails", (db) => {
  it("queues a copy of the mail each time, findable with the order's mails", async () => {
    const mail = { to: "jan@example.nl", subject: "Je bestelling", text: "tekst", html: "<p>tekst</p>" };
    const first = await enqueueEmail(db(), { ...mail, kind: "order_confirmation", reference: "77" }, log);
    await enqueueEmail(
      db(),
      { ...mail, kind: "order_shipped", reference: orderMailReference(77, "shipped") },
      log,
    );
    await enqueueEmail(db(), { ...mail, kind: "order_confirmation", reference: "770" }, log);
    expect(first).not.toBeNull();

    const a = await resendEmail(db(), first as number, log);
    const b = await resendEmail(db(), first as number, log);
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect(a).not.toBe(b);
    const copy = await db()
      .selectFrom("email_outbox")
      .selectAll()
      .where("id", "=", b as number)
      .executeTakeFirstOrThrow();
    expect(copy).toMatchObject({
      to_address: "jan@example.nl",
      subject: "Je bestelling",
      text_body: "tekst",
      sent_at: null,
    });

    const mails = await orderMails(db(), 77);
    expect(mails.map((m) => m.kind)).toEqual([
      "order_confirmation",
      "order_shipped",
      "order_confirmation",
      "order_confirmation",
    ]);
    expect(await resendEmail(db(), 999_999, log)).toBeNull();
  });
});
