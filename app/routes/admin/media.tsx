import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import "~/components/admin/media.css";
import { AdminTable } from "~/components/admin/data-table";
import { ImageFileInput, MediaFieldsInputs } from "~/components/admin/media-fields";
import { nl } from "~/i18n/nl";
import { adminMediaMessages as t } from "~/i18n/nl.admin-media";
import { adminUser } from "~/modules/accounts/guard.server";
import { canAccessSection } from "~/modules/accounts/roles";
import { auditActor } from "~/modules/audit/audit.server";
import { listMedia, listProductPictures, uploadMedia } from "~/modules/media/media.server";
import { formatBytes, parseMediaFields } from "~/modules/media/media-form";
import { mediaUsage } from "~/modules/media/media-usage.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import type { Route } from "./+types/media";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getState(context);
  const [items, products] = await Promise.all([listMedia(db), listProductPictures(db)]);
  const usage = await mediaUsage(db, items);
  return {
    items: items.map((i) => ({
      id: i.id,
      alt: i.alt,
      title: i.title,
      format: i.format,
      width: i.width,
      height: i.height,
      bytes: i.bytes,
      thumbnail: i.thumbnail,
      createdAt: i.createdAt,
      used: usage.get(i.id)?.length ?? 0,
    })),
    products,
    /** Only roles that may edit products get links to their picture screens. */
    productLinks: canAccessSection(context.get(adminUser).role, "products"),
  };
}

/** An upload: the file's bytes decide its type; alt text is required. Refused beside the field (400), typed text kept. */
export async function action({ request, context }: Route.ActionArgs) {
  const state = getState(context);
  const form = await request.formData();
  const file = form.get("file");
  const fields = parseMediaFields(form);
  if (!fields.ok) return data({ errors: fields.errors, fields: fields.fields }, { status: 400 });
  const added = await uploadMedia(
    state.db,
    auditActor(context),
    file instanceof File ? file : null,
    fields.fields,
  );
  if (!added.ok)
    return data({ errors: { file: t.errors[added.error] }, fields: fields.fields }, { status: 400 });
  state.log.info({ mediaId: added.id }, "media item uploaded");
  return redirect(`/beheer/media/${added.id}?klaar=toegevoegd`);
}

export function meta() {
  return [{ title: `${t.title} – ${nl.site.name}` }];
}

export default function Media({ loaderData, actionData }: Route.ComponentProps) {
  const { items, products, productLinks } = loaderData;
  const csrf = useRootData()?.config.nonce ?? "";
  const busy = useNavigation().state === "submitting";
  const [search] = useSearchParams();
  const errors: Record<string, string | undefined> = actionData
    ? {
        file: "file" in actionData.errors ? actionData.errors.file : undefined,
        alt:
          "alt" in actionData.errors && actionData.errors.alt ? t.errors[actionData.errors.alt] : undefined,
        title:
          "title" in actionData.errors && actionData.errors.title
            ? t.errors[actionData.errors.title]
            : undefined,
      }
    : {};
  return (
    <div>
      <h1 className="page-title">{t.title}</h1>
      <p className="mt-2 max-w-3xl">{t.intro}</p>
      <div aria-live="polite" className="mt-4">
        {search.get("klaar") === "verwijderd" && !actionData ? (
          <div className="admin-notice admin-notice--success" role="status">
            <p>{t.deleted}</p>
          </div>
        ) : null}
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        className="admin-card admin-form mt-4"
        aria-labelledby="upload-title"
      >
        <h2 className="admin-card__title" id="upload-title">
          {t.upload}
        </h2>
        <input type="hidden" name="_csrf" value={csrf} />
        <ImageFileInput label={t.file} error={errors.file} required />
        <MediaFieldsInputs values={actionData?.fields} errors={errors} />
        <p>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t.uploadButton}
          </button>
        </p>
      </Form>

      <h2 className="media-section-title">{t.library}</h2>
      {items.length === 0 ? (
        <p className="mt-2">{t.empty}</p>
      ) : (
        <ul className="media-grid mt-2" aria-label={t.libraryCaption}>
          {items.map((item) => (
            <li key={item.id} className="media-card" data-media-id={item.id}>
              <Link to={`/beheer/media/${item.id}`} className="media-card__link">
                <img src={item.thumbnail} alt="" width={160} height={120} className="media-card__image" />
                <span className="media-card__name">{item.title || item.alt}</span>
              </Link>
              <span className="media-card__meta">
                <span>{item.alt}</span>
                <span>
                  {item.format.toUpperCase()} · {item.width} × {item.height} · {formatBytes(item.bytes)}
                </span>
                <span>
                  {t.usedIn}: {item.used ? t.usedCount(item.used) : t.notUsed}
                </span>
                <span>{formatDate(item.createdAt)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}

      <h2 className="media-section-title">{t.productImages}</h2>
      <p className="mt-2 max-w-3xl">{t.productImagesIntro}</p>
      <AdminTable caption={t.productCaption}>
        <thead>
          <tr>
            <th scope="col">{t.preview}</th>
            <th scope="col">{t.altShort}</th>
            <th scope="col">{t.size}</th>
            <th scope="col">{t.usedIn}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((image) => (
            <tr key={image.id}>
              <td>
                <img src={image.thumbnail} alt="" width={96} className="admin-thumb" />
              </td>
              <td>{image.alt}</td>
              <td>
                {image.width} × {image.height}
              </td>
              <td>
                {productLinks ? (
                  <Link to={`/beheer/producten/${image.productId}/afbeeldingen`} className="underline">
                    {t.manageProduct(image.productName)}
                  </Link>
                ) : (
                  `${t.places.product}: ${image.productName}`
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </div>
  );
}
