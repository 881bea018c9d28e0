import { describe, expect, it } from "vitest";
import { canAccessPath, canEditPages, isStaff, sectionOfPath } from "./roles";

// The role matrix, written out by hand (not derived from roles.ts) so a wrong table there fails here.
const MATRIX: Record<string, { administrator: boolean; shop_manager: boolean; editor: boolean }> = {
  "/beheer": { administrator: true, shop_manager: true, editor: true },
  "/beheer/bestellingen": { administrator: true, shop_manager: true, editor: false },
  "/beheer/bestellingen/12/print": { administrator: true, shop_manager: true, editor: false },
  "/beheer/producten/nieuw": { administrator: true, shop_manager: true, editor: false },
  "/beheer/producten/3/opties": { administrator: true, shop_manager: true, editor: false },
  "/beheer/categorieen": { administrator: true, shop_manager: true, editor: false },
  "/beheer/klanten/5": { administrator: true, shop_manager: true, editor: false },
  "/beheer/e-mail": { administrator: true, shop_manager: true, editor: false },
  "/beheer/instellingen": { administrator: true, shop_manager: false, editor: false },
  "/beheer/instellingen/betalingen": { administrator: true, shop_manager: false, editor: false },
  "/beheer/gebruikers": { administrator: true, shop_manager: false, editor: false },
  "/beheer/logboek": { administrator: true, shop_manager: false, editor: false },
  "/beheer/paginas/4": { administrator: true, shop_manager: false, editor: true },
  "/beheer/popups": { administrator: true, shop_manager: false, editor: true },
  "/beheer/beoordelingen": { administrator: true, shop_manager: false, editor: true },
  "/beheer/menus": { administrator: true, shop_manager: false, editor: true },
  // The media library is shared by product pictures (shop managers) and pages (editors).
  "/beheer/media": { administrator: true, shop_manager: true, editor: true },
  "/beheer/media/7": { administrator: true, shop_manager: true, editor: true },
  "/beheer/media/keuze": { administrator: true, shop_manager: true, editor: true },
  // A screen no section claims: administrators only.
  "/beheer/iets-nieuws": { administrator: true, shop_manager: false, editor: false },
};

describe("the back office's role matrix", () => {
  for (const [path, allowed] of Object.entries(MATRIX)) {
    it(`${path}: administrator ${allowed.administrator}, winkelbeheerder ${allowed.shop_manager}, redacteur ${allowed.editor}, klant false`, () => {
      expect(canAccessPath("administrator", path)).toBe(allowed.administrator);
      expect(canAccessPath("shop_manager", path)).toBe(allowed.shop_manager);
      expect(canAccessPath("editor", path)).toBe(allowed.editor);
      expect(canAccessPath("customer", path)).toBe(false);
      expect(canAccessPath("hacker", path)).toBe(false);
      // Client-side navigations ask for `{path}.data`: the same rule.
      expect(canAccessPath("shop_manager", `${path}.data`)).toBe(allowed.shop_manager);
    });
  }

  it("matches whole path segments only", () => {
    expect(sectionOfPath("/beheer/instellingenx")).toBeNull();
    expect(sectionOfPath("/beheer/instellingen/betalingen/")).toBe("payments");
    expect(sectionOfPath("/winkel")).toBeNull();
    expect(canAccessPath("administrator", "/winkel")).toBe(true);
    expect(canAccessPath("shop_manager", "/winkel")).toBe(false);
  });

  it("knows staff and the page editors (spec §6 can_edit_pages)", () => {
    expect(["administrator", "shop_manager", "editor", "customer"].map(isStaff)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(canEditPages("editor")).toBe(true);
    expect(canEditPages("administrator")).toBe(true);
    expect(canEditPages("shop_manager")).toBe(false);
  });
});
