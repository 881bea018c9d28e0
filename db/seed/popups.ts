import type { Kysely } from "kysely";
import { popupSettingsSchema } from "~/modules/marketing/popup.schema";
import { formSuccessCookieName } from "~/modules/marketing/popup-rules";
import type { Database } from "../schema";

const SEEDED_KEY = "seeded_popups_at";
export const NEWSLETTER_POPUP_SLUG = "nieuwsbrief";
export const CONTACT_POPUP_SLUG = "contact";

/** The newsletter popup's "seen" cookie: set when it opens, so it auto-opens at most once per 30 days. */
const SEEN_COOKIE = "pum-nieuwsbrief-gezien";

/**
 * The sample popups (issue 14 point 11), once: the newsletter popup ("Ontvang onze tips voor glazen deuren"),
 * opening by itself 10 s into a product page at most once per 30 days (never again after a signup), and the
 * contact popup the footer's contact link opens on every page.
 */
export async function seedPopups(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("settings")
      .values({ key: SEEDED_KEY, value: JSON.stringify(now.toISOString()) })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const stamp = now.toISOString();
    const insert = (slug: string, title: string, content: string, form: string) =>
      trx
        .insertInto("popups")
        .values({
          slug,
          title,
          content,
          form,
          active: 1,
          settings: "{}",
          created_at: stamp,
          updated_at: stamp,
        })
        .onConflict((oc) => oc.column("slug").doNothing())
        .returning("id")
        .executeTakeFirst();
    const newsletter = await insert(
      NEWSLETTER_POPUP_SLUG,
      "Ontvang onze tips voor glazen deuren",
      "<p>Meld je aan voor onze nieuwsbrief: tips voor het kiezen, meten en onderhouden van glazen deuren op maat.</p>",
      "newsletter",
    );
    if (newsletter) {
      const settings = popupSettingsSchema.parse({
        triggers: [
          {
            type: "auto_open",
            settings: { delay: 10, cookie_name: [SEEN_COOKIE, formSuccessCookieName(newsletter.id)] },
          },
          { type: "click_open", settings: { extra_selectors: "", do_default: false, cookie_name: [] } },
        ],
        cookies: [{ event: "on_popup_open", settings: { name: SEEN_COOKIE, time: "+30 days" } }],
        conditions: { page_types: ["product"] },
        close_on_f4_press: true,
        form_success: { cookie: true, closepopup: true, closedelay: 5 },
      });
      await trx
        .updateTable("popups")
        .set({ settings: JSON.stringify(settings) })
        .where("id", "=", newsletter.id)
        .execute();
    }
    const contact = await insert(
      CONTACT_POPUP_SLUG,
      "Neem contact met ons op",
      "<p>Heb je een vraag over een glazen deur op maat of over je bestelling? Stuur ons een bericht.</p>",
      "contact",
    );
    if (contact) {
      const settings = popupSettingsSchema.parse({
        triggers: [
          { type: "click_open", settings: { extra_selectors: "", do_default: false, cookie_name: [] } },
        ],
        close_on_f4_press: true,
        form_success: { cookie: false },
      });
      await trx
        .updateTable("popups")
        .set({ settings: JSON.stringify(settings) })
        .where("id", "=", contact.id)
        .execute();
    }
    return true;
  });
}
