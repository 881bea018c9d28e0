/**
 * The link to an external product designer (spec §4.4, §7.10, issue 13 point 10). A suboption may name a designer
 * product (`designerProductId`); choosing it loads that product's views through the shop's adapter. The built-in
 * demo adapter (demo-designer.ts) serves a few sample products; a real designer gets an adapter of its own.
 */

export interface DesignerView {
  /** The view's name, e.g. "Voorkant". */
  name: string;
  /** Its image: a path on this site or an https URL of the designer. */
  image: string;
}

export interface DesignerAdapter {
  /** For the logs. */
  name: string;
  /** The product's views; an empty list when the product does not exist or has none. Throws when the designer fails. */
  loadProduct(productId: string): Promise<DesignerView[]>;
}

/** What a designer product id may look like. */
export const DESIGNER_PRODUCT_ID = /^[\w-]{1,64}$/;

/** Spec §9.5: syncing with the designer starts this long after a product has loaded. */
export const DESIGNER_SYNC_DELAY_MS = 1200;
