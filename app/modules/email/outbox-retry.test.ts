import { describe, expect, it } from "vitest";
import { SMTP_TIMEOUTS } from "./email.server";
import { CLAIM_MS, MAX_ATTEMPTS, retryDelayMs } from "./outbox-retry";

describe("outbox retry timing", () => {
  it("doubles from one minute and stops growing at an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelayMs(n) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
    expect(retryDelayMs(0)).toBe(60_000);
    expect(retryDelayMs(1000)).toBe(60 * 60_000);
  });

  it("keeps trying for hours before giving up", () => {
    let total = 0;
    for (let n = 1; n < MAX_ATTEMPTS; n++) total += retryDelayMs(n);
    expect(total).toBeGreaterThan(3 * 60 * 60_000);
  });

  it("a claim lasts well beyond a send that runs into the SMTP time-outs", () => {
    const { connectionTimeout, greetingTimeout, socketTimeout } = SMTP_TIMEOUTS;
    expect(connectionTimeout + greetingTimeout + 3 * socketTimeout).toBeLessThan(CLAIM_MS);
  });
});
