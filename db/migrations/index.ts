import type { Migration } from "kysely/migration";
import * as m001 from "./001_foundation";
import * as m002 from "./002_configurator_and_cart";
import * as m003 from "./003_orders";
import * as m004 from "./004_accounts_email_payments";
import * as m005 from "./005_payments_hardening";
import * as m006 from "./006_email_outbox_delivery";
import * as m007 from "./007_rate_limits";
import * as m008 from "./008_stock";
import * as m009 from "./009_back_office";
import * as m010 from "./010_shop_version";
import * as m011 from "./011_reviews";
import * as m012 from "./012_product_search";
import * as m013 from "./013_uploads";
import * as m014 from "./014_line_previews";
import * as m015 from "./015_popups";
import * as m017 from "./017_pages";
import * as m018 from "./018_menus";
import * as m019 from "./019_media";
import * as m020 from "./020_rate_limits_no_time_index";

/** Every migration, in order. Add new files here; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  "001_foundation": m001,
  "002_configurator_and_cart": m002,
  "003_orders": m003,
  "004_accounts_email_payments": m004,
  "005_payments_hardening": m005,
  "006_email_outbox_delivery": m006,
  "007_rate_limits": m007,
  "008_stock": m008,
  "009_back_office": m009,
  "010_shop_version": m010,
  "011_reviews": m011,
  "012_product_search": m012,
  "013_uploads": m013,
  "014_line_previews": m014,
  "015_popups": m015,
  "017_pages": m017,
  "018_menus": m018,
  "019_media": m019,
  "020_rate_limits_no_time_index": m020,
};
