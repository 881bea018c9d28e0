import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { popupMessages } from "~/i18n/nl.popups";
import { enqueueEmail } from "~/modules/email/email.server";
import type { Database } from "../../../db/schema";
import { confirmationEmail, newsletterLinks } from "./newsletter-mail";
import type { NewsletterInput } from "./popup-forms";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

/**
 * A signup (double opt-in): records the consent (time, exact text, its version, the source) and queues the
 * confirmation mail in the same transaction; the subscription is pending until the link is clicked. The caller
 * answers the same whatever happened, so a signup never reveals whether an address is on the list: an address
 * that is already confirmed gets no mail and no change.
 */
export async function subscribe(
  db: Kysely<Database>,
  input: NewsletterInput,
  source: string,
  origin: string,
  log: Logger,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("newsletter_subscribers")
      .select(["id", "status", "unsubscribe_token"])
      .where("email", "=", input.email)
      .executeTakeFirst();
    if (existing?.status === "confirmed") return;
    const confirmToken = newToken();
    const unsubscribeToken = existing?.unsubscribe_token ?? newToken();
    const consent = {
      status: "pending",
      name: input.name,
      confirm_token_hash: hash(confirmToken),
      consent_text: popupMessages.newsletter.consent,
      consent_version: popupMessages.newsletter.consentVersion,
      consent_source: source,
      consented_at: now.toISOString(),
      confirmed_at: null,
      unsubscribed_at: null,
    };
    let id: number;
    if (existing) {
      await trx.updateTable("newsletter_subscribers").set(consent).where("id", "=", existing.id).execute();
      id = existing.id;
    } else {
      const row = await trx
        .insertInto("newsletter_subscribers")
        .values({
          ...consent,
          email: input.email,
          unsubscribe_token: unsubscribeToken,
          created_at: now.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    const mail = confirmationEmail(
      newsletterLinks.confirm(origin, confirmToken),
      newsletterLinks.unsubscribe(origin, unsubscribeToken),
    );
    await enqueueEmail(
      trx,
      {
        ...mail,
        to: input.email,
        kind: "newsletter_confirm",
        reference: `${id}:${hash(confirmToken).slice(0, 16)}`,
      },
      log,
    );
  });
}

/** The confirmation link: a pending subscription with this token becomes active. False for an unknown token. */
export async function confirmSubscription(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<boolean> {
  if (!token) return false;
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({ status: "confirmed", confirmed_at: now.toISOString(), confirm_token_hash: null })
    .where("confirm_token_hash", "=", hash(token))
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether a confirmation token belongs to a pending signup (the confirmation page shows its button). */
export async function pendingConfirmation(db: Kysely<Database>, token: string): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select("id")
    .where("confirm_token_hash", "=", hash(token))
    .where("status", "=", "pending")
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether an unsubscribe token is known (the unsubscribe page shows its button). */
export async function unsubscribeTokenKnown(db: Kysely<Database>, token: string): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select("id")
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
  return row !== undefined;
}

/** The unsubscribe link of every mail. False for an unknown token. */
export async function unsubscribe(db: Kysely<Database>, token: string, now = new Date()): Promise<boolean> {
  if (!token) return false;
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({ status: "unsubscribed", unsubscribed_at: now.toISOString(), confirm_token_hash: null })
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface SubscriberRow {
  id: number;
  email: string;
  name: string;
  status: string;
  consent_text: string;
  consent_version: string;
  consent_source: string;
  consented_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export function listSubscribers(db: Kysely<Database>): Promise<SubscriberRow[]> {
  return db
    .selectFrom("newsletter_subscribers")
    .select([
      "id",
      "email",
      "name",
      "status",
      "consent_text",
      "consent_version",
      "consent_source",
      "consented_at",
      "confirmed_at",
      "unsubscribed_at",
    ])
    .orderBy("id", "desc")
    .execute();
}
