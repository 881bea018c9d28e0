import type { Kysely } from "kysely";
import { nl } from "~/i18n/nl";
import { type AuditActor, recordAudit } from "~/modules/audit/audit.server";
import type { Database } from "../../../db/schema";
import { getDefinitionVersion, saveDefinition } from "./definitions.server";
import type { OptionDefinition } from "./options.schema";

const t = nl.adminBuilder;

export interface BuilderProduct {
  id: number;
  name: string;
  slug: string;
  type: string;
  published: number;
}

/** The product whose options are edited; undefined when there is none with this id. */
export async function getBuilderProduct(
  db: Kysely<Database>,
  id: number,
): Promise<BuilderProduct | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  return db
    .selectFrom("products")
    .select(["id", "name", "slug", "type", "published"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Saves a checked definition as the product's new version with the admin, the note and the audit row. */
export function saveBuilderDefinition(
  db: Kysely<Database>,
  product: BuilderProduct,
  definition: OptionDefinition,
  actor: AuditActor,
  note: string,
): Promise<number> {
  return saveDefinition(db, product.id, definition, {
    createdBy: actor.email,
    note,
    onSaved: (trx, { version, previousVersion }) =>
      recordAudit(trx, actor, {
        action: "definition.save",
        entityType: "product",
        entityId: product.id,
        summary: t.audit.saved(product.name, version),
        details: { productId: product.id, version, previousVersion },
      }),
  });
}

/** Restores an old version by saving it again as a new version; undefined when that version does not exist. */
export async function restoreDefinition(
  db: Kysely<Database>,
  product: BuilderProduct,
  version: number,
  actor: AuditActor,
): Promise<number | undefined> {
  const old = await getDefinitionVersion(db, product.id, version);
  if (!old) return undefined;
  return saveDefinition(db, product.id, old.definition, {
    createdBy: actor.email,
    note: t.versions.restoredNote(version),
    onSaved: (trx, saved) =>
      recordAudit(trx, actor, {
        action: "definition.restore",
        entityType: "product",
        entityId: product.id,
        summary: t.audit.restored(product.name, version, saved.version),
        details: {
          productId: product.id,
          version: saved.version,
          previousVersion: saved.previousVersion,
          restoredFrom: version,
        },
      }),
  });
}
