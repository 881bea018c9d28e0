// `npm run fonts`: writes the shop's web font (scripts/font-subset-lib.ts). Run it after upgrading
// @fontsource-variable/inter or subset-font; tests/unit/font-subset.test.ts fails until it has run.
import fs from "node:fs";
import { interSubset, OUTPUT, SOURCE } from "./font-subset-lib.ts";

const bytes = await interSubset();
fs.writeFileSync(OUTPUT, bytes);
console.log(`${OUTPUT}: ${bytes.length} bytes (from ${fs.statSync(SOURCE).size})`);
