import type { Kysely } from "kysely";
import type { LineSnapshot } from "~/modules/cart/cart";
import { collectDesignerData } from "~/modules/designer/designer-fields";
import type { Database } from "../../../db/schema";
import { checkLayeredImage, storePreview } from "./layered-image.server";
import { LAYERED_IMAGE_FIELD } from "./layers";

/**
 * The parts of a configured add-to-cart beside the options (issue 13 points 4 and 10): the layered preview image,
 * checked and kept (its token goes into the line's snapshot), and the designer's fields, recorded as sent. A
 * preview that fails its check refuses the add with a Dutch message; an empty one adds the line without preview.
 */
export async function lineExtras(
  db: Kysely<Database>,
  payload: Record<string, unknown>,
): Promise<{ error: string } | { snapshot: Pick<LineSnapshot, "preview" | "designer"> }> {
  const checked = await checkLayeredImage(payload[LAYERED_IMAGE_FIELD]);
  if (checked.kind === "error") return { error: checked.error };
  const snapshot: Pick<LineSnapshot, "preview" | "designer"> = {};
  const designer = collectDesignerData(payload);
  if (designer) snapshot.designer = designer;
  if (checked.kind === "ok") {
    const { width, height } = checked.image;
    snapshot.preview = { token: await storePreview(db, checked.image), width, height };
  }
  return { snapshot };
}
