import { describe, expect, it } from "vitest";
import { fillTemplate, splitCsp, templateBytes, toTemplate } from "./page-cache-template";

const token = "Tok3n_Tok3n-Tok3n_Tok3n-Tok3n_ab";
const nonce = "n0nce+n0nce/n0nce+n0A==";
const sessionId = "s3ssion_s3ssion_s3ssion_s3ss";
const page = `<script nonce="${nonce}">x</script><input name="_csrf" value="${token}"><script nonce="${nonce}">{"nonce":"${token}"}</script>`;

describe("page templates", () => {
  it("fills another request's token and nonce in every place the first request's stood", () => {
    const template = toTemplate(page, { token, nonce, sessionId });
    expect(template?.slots).toEqual(["nonce", "token", "nonce", "token"]);
    const filled = fillTemplate(template as NonNullable<typeof template>, {
      token: "T2",
      nonce: "N2",
    }).toString();
    expect(filled).toBe(
      `<script nonce="N2">x</script><input name="_csrf" value="T2"><script nonce="N2">{"nonce":"T2"}</script>`,
    );
    expect(filled).not.toContain(token);
    expect(filled).not.toContain(nonce);
    expect(templateBytes(template as NonNullable<typeof template>)).toBe(
      Buffer.byteLength(page) - 2 * token.length - 2 * nonce.length,
    );
  });

  it("keeps multi-byte text intact around the slots", () => {
    const html = `€ 1.234,56 <i nonce="${nonce}">é</i>${token}ü`;
    const template = toTemplate(html, { token, nonce, sessionId });
    expect(fillTemplate(template as NonNullable<typeof template>, { token, nonce }).toString()).toBe(html);
  });

  it("refuses (null) a page without the token, without the nonce, or naming its session", () => {
    expect(toTemplate(page.replaceAll(token, "other"), { token, nonce, sessionId })).toBeNull();
    expect(toTemplate(page.replaceAll(nonce, "other"), { token, nonce, sessionId })).toBeNull();
    expect(toTemplate(`${page}<!-- ${sessionId} -->`, { token, nonce, sessionId })).toBeNull();
    expect(toTemplate(page, { token: "", nonce, sessionId })).toBeNull();
    expect(toTemplate(page, { token, nonce: "", sessionId })).toBeNull();
  });

  it("splits the CSP around the nonce source only when it is there exactly once", () => {
    const csp = `default-src 'self';script-src 'self' 'nonce-${nonce}';object-src 'none'`;
    expect(splitCsp(csp, nonce)).toEqual(["default-src 'self';script-src 'self' ", ";object-src 'none'"]);
    expect(splitCsp("default-src 'self'", nonce)).toBeNull();
    expect(splitCsp(`${csp};style-src 'nonce-${nonce}'`, nonce)).toBeNull();
    expect(splitCsp(`script-src ${nonce}`, nonce)).toBeNull();
  });
});
