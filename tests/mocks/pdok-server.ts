/**
 * The fake PDOK Locatieserver as a process of its own (the e2e web server's geocoder, GEOCODER_URL):
 * `node tests/mocks/pdok-server.ts <port>`. Stops on SIGTERM/SIGINT.
 */
import { startFakePdokServer } from "./pdok.ts";

const port = Number(process.argv[2] ?? 0);
const fake = await startFakePdokServer(port);
console.log(`fake PDOK at ${fake.url}`);
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
