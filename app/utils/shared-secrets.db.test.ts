import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeEach, expect, it } from "vitest";
import { describeEachEngine } from "../../tests/helpers/databases";
import { EnvError } from "./env.server";
import { loadSecrets } from "./secret.server";
import { checkSharedSecrets } from "./shared-secrets.server";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A DATA_DIR of its own, as each instance on its own machine or container has. */
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maatglas-secrets-"));
  dirs.push(dir);
  return dir;
}

const secret = () => randomBytes(32).toString("base64url");
const encryptionKey = () => randomBytes(32).toString("base64");

function capture() {
  const lines: string[] = [];
  const log = pino(
    { level: "warn" },
    new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  return { lines, log };
}

describeEachEngine("secrets shared by the instances of one database", (db) => {
  beforeEach(async () => {
    await db().deleteFrom("settings").where("key", "like", "secret_check.%").execute();
  });

  /** An instance starting with this environment; resolves, or rejects as the server's start would. */
  async function start(config: {
    APP_SECRET?: string;
    APP_SECRET_PREVIOUS?: string;
    ENCRYPTION_KEY?: string;
    DATA_DIR: string;
  }) {
    const { lines, log } = capture();
    await checkSharedSecrets(db(), config, loadSecrets(config, config.DATA_DIR), log);
    return lines;
  }

  it("generated secrets: the first instance's are recorded; a second instance with its own DATA_DIR refuses to start", async () => {
    const first = dataDir();
    expect(await start({ DATA_DIR: first })).toEqual([]);
    // The same instance again (a restart): fine.
    expect(await start({ DATA_DIR: first })).toEqual([]);
    const error = await start({ DATA_DIR: dataDir() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).toMatch(
      /^APP_SECRET is not set .* Set APP_SECRET to the same value on every instance/,
    );
  });

  it("APP_SECRET set alike, ENCRYPTION_KEY generated per instance: the second instance refuses (ENCRYPTION_KEY)", async () => {
    const APP_SECRET = secret();
    await start({ APP_SECRET, DATA_DIR: dataDir() });
    await expect(start({ APP_SECRET, DATA_DIR: dataDir() })).rejects.toThrow(
      /^ENCRYPTION_KEY is not set .* Set ENCRYPTION_KEY to the same value/,
    );
  });

  it("both set alike on every instance: each starts, whatever its DATA_DIR", async () => {
    const shared = { APP_SECRET: secret(), ENCRYPTION_KEY: encryptionKey() };
    for (let i = 0; i < 3; i++) expect(await start({ ...shared, DATA_DIR: dataDir() })).toEqual([]);
  });

  it("a rotation with APP_SECRET_PREVIOUS is accepted quietly; afterwards the old secret alone is refused", async () => {
    const old = secret();
    const ENCRYPTION_KEY = encryptionKey();
    await start({ APP_SECRET: old, ENCRYPTION_KEY, DATA_DIR: dataDir() });
    const next = secret();
    expect(
      await start({ APP_SECRET: next, APP_SECRET_PREVIOUS: old, ENCRYPTION_KEY, DATA_DIR: dataDir() }),
    ).toEqual([]);
    // An instance that still generates its own secret is refused.
    await expect(start({ ENCRYPTION_KEY, DATA_DIR: dataDir() })).rejects.toThrow(/^APP_SECRET is not set/);
  });

  it("an explicitly changed APP_SECRET is the owner's choice: it starts, with a warning", async () => {
    const ENCRYPTION_KEY = encryptionKey();
    await start({ APP_SECRET: secret(), ENCRYPTION_KEY, DATA_DIR: dataDir() });
    const lines = await start({ APP_SECRET: secret(), ENCRYPTION_KEY, DATA_DIR: dataDir() });
    expect(lines.join("")).toMatch(/APP_SECRET differs from the one this database was last used with/);
  });

  it("the database holds fingerprints, never the secrets", async () => {
    const shared = { APP_SECRET: secret(), ENCRYPTION_KEY: encryptionKey() };
    await start({ ...shared, DATA_DIR: dataDir() });
    const rows = await db()
      .selectFrom("settings")
      .select("value")
      .where("key", "like", "secret_check.%")
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.value).not.toContain(shared.APP_SECRET);
      expect(row.value).not.toContain(shared.ENCRYPTION_KEY);
    }
  });
});
