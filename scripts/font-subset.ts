// `npm run fonts`: writes the shop's web font files (scripts/font-subset-lib.ts). Run it after upgrading
// @fontsource-variable/inter or subset-font; tests/unit/font-subset.test.ts fails until it has run.
import fs from "node:fs";
import { coreSubset, FILES, restSubset, SOURCE } from "./font-subset-lib.ts";

for (const [file, make] of [
  [FILES.core, coreSubset],
  [FILES.rest, restSubset],
] as const) {
  const bytes = await make();
  fs.writeFileSync(file, bytes);
  console.log(`${file}: ${bytes.length} bytes (from ${fs.statSync(SOURCE).size})`);
}
