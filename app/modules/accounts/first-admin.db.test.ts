import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { createFirstAdministrator } from "./first-admin.server";
import { countAdministrators, createUser } from "./users.server";

describeEachEngine("first administrator", (db) => {
  it("refuses an e-mail address that a shopper already uses", async () => {
    await createUser(db(), { email: "klant@example.nl", password: "x".repeat(12) });
    expect(
      await createFirstAdministrator(db(), { email: "KLANT@example.nl", password: "y".repeat(12) }),
    ).toEqual({
      ok: false,
      error: "emailTaken",
    });
    expect(await countAdministrators(db())).toBe(0);
  });

  it("creates exactly one administrator when several first-run submits race", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createFirstAdministrator(db(), { email: `beheer${i}@example.nl`, password: "een-lang-wachtwoord" }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.error === "alreadyExists")).toHaveLength(7);
    expect(await countAdministrators(db())).toBe(1);
    const claim = await db()
      .selectFrom("settings")
      .select("key")
      .where("key", "like", "accounts.%")
      .execute();
    expect(claim).toEqual([]);
    expect(
      await createFirstAdministrator(db(), { email: "later@example.nl", password: "een-lang-wachtwoord" }),
    ).toEqual({
      ok: false,
      error: "alreadyExists",
    });
  });
});
