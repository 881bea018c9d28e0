import { describe, expect, it } from "vitest";
import { isPrivatePath } from "./private-pages";

describe("isPrivatePath", () => {
  it.each([
    "/winkelmand",
    "/winkelmand/",
    "/winkelmand.data",
    "/WINKELMAND",
    "/winkelm%61nd",
    "//winkelmand",
    "/afrekenen",
    "/afrekenen/totalen",
    "/afrekenen/bestelling-ontvangen/12",
    "/afrekenen/betaling-terug/12",
    "/afrekenen/betalen/12",
    "/mijn-account",
    "/mijn-account/bestellingen/3",
    "/beheer",
    "/beheer/inloggen",
    "/beheer/instellingen/betalingen",
    "/betaling/test/tr_1",
  ])("%s is private", (path) => {
    expect(isPrivatePath(path)).toBe(true);
  });

  it.each([
    "/",
    "/winkel",
    "/product/glazen-deur",
    "/winkelmandje",
    "/beheerder",
    "/algemene-voorwaarden",
    "/%E0%A4%A",
  ])("%s is public", (path) => {
    expect(isPrivatePath(path)).toBe(false);
  });
});
