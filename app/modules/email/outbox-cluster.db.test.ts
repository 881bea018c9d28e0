import { setTimeout as sleep } from "node:timers/promises";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines, twoInstances } from "../../../tests/helpers/databases";
import { enqueueEmail, type MailTransport } from "./email.server";
import { startOutboxSender } from "./outbox-sender.server";

/**
 * The e-mail sender of two instances on one database (two pools, as two processes have), running at the same
 * time: every mail in the outbox goes out exactly once (claims: FOR UPDATE SKIP LOCKED on PostgreSQL, a
 * conditional update on SQLite).
 */

const log = pino({ level: "silent" });
const from = "Maatglas <info@maatglas.nl>";

/** An SMTP server stand-in for one instance: records what it delivered, a little slowly. */
function instanceTransport(sent: string[]): MailTransport {
  return {
    sendMail: async (m) => {
      await sleep(2);
      sent.push(m.text);
    },
  };
}

for (const engine of testEngines()) {
  describe(`e-mail sender on two instances [${engine}]`, () => {
    let pair: Awaited<ReturnType<typeof twoInstances>>;
    beforeAll(async () => {
      pair = await twoInstances(engine);
    });
    afterAll(async () => {
      await pair?.close();
    });

    it("both instances' senders at once send every mail once", async () => {
      const count = 60;
      for (let i = 0; i < count; i++) {
        await enqueueEmail(
          i % 2 ? pair.a.kysely : pair.b.kysely,
          {
            to: "jan@example.nl",
            subject: "Je bestelling",
            text: `mail-${i}`,
            html: "",
            kind: "x",
            reference: `r${i}`,
          },
          log,
        );
      }
      const byA: string[] = [];
      const byB: string[] = [];
      const stops = [
        startOutboxSender(pair.a.kysely, {
          log,
          smtpUrl: undefined,
          from,
          intervalMs: 5,
          transport: instanceTransport(byA),
        }),
        startOutboxSender(pair.b.kysely, {
          log,
          smtpUrl: undefined,
          from,
          intervalMs: 5,
          transport: instanceTransport(byB),
        }),
      ];
      const deadline = Date.now() + 15_000;
      try {
        for (;;) {
          const unsent = await pair.a.kysely
            .selectFrom("email_outbox")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("sent_at", "is", null)
            .executeTakeFirstOrThrow();
          if (Number(unsent.n) === 0) break;
          if (Date.now() > deadline) throw new Error(`${unsent.n} mails were not sent`);
          await sleep(20);
        }
        // More turns of both senders find nothing left to send.
        await sleep(50);
      } finally {
        await Promise.all(stops.map((stop) => stop()));
      }
      const all = [...byA, ...byB];
      expect(all).toHaveLength(count);
      expect(new Set(all).size).toBe(count);
      const rows = await pair.b.kysely.selectFrom("email_outbox").select(["attempts", "sent_at"]).execute();
      expect(rows.every((r) => r.attempts === 1 && r.sent_at !== null)).toBe(true);
    });
  });
}
