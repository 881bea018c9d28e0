import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
// Written split so this file does not match itself.
const OUTSIDE = ["../" + "shared", "shared/" + "ARCHITECTURE", "shared/" + "spec"];

/** Every file git tracks (a fresh clone has exactly these). */
function trackedFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
}

describe("the repository stands alone", () => {
  it("no tracked file points at the team's shared folder outside the repository", () => {
    const offenders: string[] = [];
    for (const file of trackedFiles()) {
      if (file === "package-lock.json" || /\.(png|jpe?g|webp|avif|ico|woff2?)$/.test(file)) continue;
      const full = path.join(root, file);
      if (!fs.existsSync(full)) continue;
      const text = fs.readFileSync(full, "utf8");
      for (const needle of OUTSIDE) if (text.includes(needle)) offenders.push(`${file}: ${needle}`);
    }
    expect(offenders).toEqual([]);
  });

  it("the documents README links to exist", () => {
    const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
    const links = [...readme.matchAll(/\]\((?!https?:)([^)#]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(fs.existsSync(path.join(root, link)), link).toBe(true);
  });
});
