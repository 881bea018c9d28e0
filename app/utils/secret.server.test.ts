import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSecrets } from "./secret.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maatglas-secret-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("loadSecrets", () => {
  it("uses APP_SECRET and APP_SECRET_PREVIOUS", () => {
    expect(loadSecrets({ APP_SECRET: "a".repeat(32), APP_SECRET_PREVIOUS: "b".repeat(32) }, dir)).toEqual({
      current: "a".repeat(32),
      previous: "b".repeat(32),
    });
  });

  it("drops a previous secret equal to the current one", () => {
    expect(loadSecrets({ APP_SECRET: "a".repeat(32), APP_SECRET_PREVIOUS: "a".repeat(32) }, dir)).toEqual({
      current: "a".repeat(32),
    });
  });

  it("generates one secret into DATA_DIR/secret.key and keeps it, with the previous one beside it", () => {
    const first = loadSecrets({}, dir);
    expect(first.current).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fs.readFileSync(path.join(dir, "secret.key"), "utf8")).toBe(first.current);
    expect(loadSecrets({ APP_SECRET_PREVIOUS: "p".repeat(32) }, dir)).toEqual({
      current: first.current,
      previous: "p".repeat(32),
    });
  });
});
