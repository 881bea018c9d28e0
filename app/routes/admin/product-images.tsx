import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import "~/components/admin/products.css";
import { AdminTable } from "~/components/admin/data-table";
import { ImageFileInput } from "~/components/admin/media-fields";
import { nl } from "~/i18n/nl";
import { adminMediaMessages as m } from "~/i18n/nl.admin-media";
import { auditActor } from "~/modules/audit/audit.server";
import { listMedia } from "~/modules/media/media.server";
import { ALT_MAX_LENGTH } from "~/modules/products/image-variants";
import {
  addLibraryImage,
  addProductImage,
  deleteImage,
  listProductImages,
  moveImage,
  setImageAlt,
  type UploadError,
} from "~/modules/products/images.server";
import { getAdminProduct } from "~/modules/products/products.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/product-images";

const t = nl.adminProducts.images;
const DONE = { uploaded: t.uploaded, alt: t.altSaved, moved: t.moved, deleted: t.deleted } as const;

async function productOf(context: Route.LoaderArgs["context"], idText: string) {
  const id = Number(idText);
  const product =
    Number.isSafeInteger(id) && id > 0 ? await getAdminProduct(getState(context).db, id) : undefined;
  if (!product) throw data(null, { status: 404 });
  return product;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await productOf(context, params.id);
  const [images, library] = await Promise.all([
    listProductImages(getState(context).db, product.id),
    listMedia(getState(context).db),
  ]);
  return {
    library: library.map((i) => ({ id: i.id, label: `${i.title || i.alt} (${i.width} × ${i.height})` })),
    product: { id: product.id, name: product.name },
    images: images.map((i) => ({
      id: i.id,
      alt: i.alt,
      width: i.width,
      height: i.height,
      thumbnail: i.thumbnail,
    })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const state = getState(context);
  const product = await productOf(context, params.id);
  const form = await request.formData();
  const actor = auditActor(context);
  const intent = String(form.get("intent") ?? "");
  const alt = String(form.get("alt") ?? "").trim();
  const back = (done: keyof typeof DONE) =>
    redirect(`/beheer/producten/${product.id}/afbeeldingen?klaar=${done}`);
  const refused = (field: string, error: UploadError | "notFound", imageId?: number) =>
    data({ field, imageId, message: t.errors[error], alt }, { status: error === "notFound" ? 404 : 400 });

  if (intent === "upload") {
    const file = form.get("file");
    const added = await addProductImage(state.db, actor, product, file instanceof File ? file : null, alt);
    if (!added.ok) return refused(added.field, added.error);
    state.log.info({ productId: product.id, imageId: added.id }, "product image uploaded");
    return back("uploaded");
  }
  if (intent === "library") {
    const added = await addLibraryImage(state.db, actor, product, Number(form.get("media_id")));
    if (!added.ok) return refused("media_id", "notFound");
    return back("uploaded");
  }
  const imageId = Number(form.get("image_id"));
  if (intent === "alt") {
    const done = await setImageAlt(state.db, actor, product, imageId, alt);
    if (!done.ok) return refused("alt", done.reason === "not_found" ? "notFound" : "altTooLong", imageId);
    return back("alt");
  }
  if (intent === "up" || intent === "down") {
    const done = await moveImage(state.db, actor, product, imageId, intent);
    if (!done.ok) return refused("image", "notFound", imageId);
    return back("moved");
  }
  if (intent === "delete") {
    const done = await deleteImage(state.db, actor, product, imageId, state.log);
    if (!done.ok) return refused("image", "notFound", imageId);
    return back("deleted");
  }
  throw data(null, { status: 400 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData ? t.title(loaderData.product.name) : ""} – ${nl.site.name}` }];
}

export default function ProductImages({ loaderData, actionData }: Route.ComponentProps) {
  const { product, images, library } = loaderData;
  const csrf = useRootData()?.config.nonce ?? "";
  const busy = useNavigation().state === "submitting";
  const [search] = useSearchParams();
  const done = search.get("klaar") as keyof typeof DONE | null;
  const uploadError =
    actionData && actionData.field === "file" && !actionData.imageId ? actionData.message : null;
  const libraryError = actionData?.field === "media_id" ? actionData.message : null;
  const altError =
    actionData && actionData.field === "alt" && !actionData.imageId ? actionData.message : null;
  return (
    <div>
      <p>
        <Link to={`/beheer/producten/${product.id}`} className="underline">
          {t.back}
        </Link>
      </p>
      <h1 className="page-title">{t.title(product.name)}</h1>
      <p className="mt-2 max-w-3xl">{t.intro}</p>
      <div aria-live="polite" className="mt-4">
        {done && DONE[done] && !actionData ? (
          <div className="admin-notice admin-notice--success" role="status">
            <p>{DONE[done]}</p>
          </div>
        ) : null}
        {actionData?.imageId ? (
          <div className="admin-notice admin-notice--error" role="alert">
            <p>{actionData.message}</p>
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
        <ImageFileInput label={t.file} error={uploadError ?? undefined} required />
        <div className="field admin-field">
          <label htmlFor="alt" className="field-label">
            {t.alt}
          </label>
          <input
            id="alt"
            name="alt"
            className="field-input"
            maxLength={ALT_MAX_LENGTH}
            defaultValue={actionData && !actionData.imageId ? actionData.alt : ""}
            aria-invalid={altError ? true : undefined}
            aria-describedby={altError ? "alt-error" : undefined}
          />
          {altError ? (
            <p className="field-error" id="alt-error">
              {altError}
            </p>
          ) : null}
        </div>
        <p>
          <button type="submit" name="intent" value="upload" className="btn btn-primary" disabled={busy}>
            {t.uploadButton}
          </button>
        </p>
      </Form>

      {library.length ? (
        <Form method="post" className="admin-card admin-form mt-4" aria-labelledby="library-title">
          <h2 className="admin-card__title" id="library-title">
            {m.fromLibrary}
          </h2>
          <input type="hidden" name="_csrf" value={csrf} />
          <div className="field admin-field">
            <label htmlFor="media_id" className="field-label">
              {m.fromLibraryField}
            </label>
            <select
              id="media_id"
              name="media_id"
              className="field-input"
              aria-invalid={libraryError ? true : undefined}
              aria-describedby={libraryError ? "media_id-error" : undefined}
            >
              {library.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.label}
                </option>
              ))}
            </select>
            {libraryError ? (
              <p className="field-error" id="media_id-error">
                {libraryError}
              </p>
            ) : null}
          </div>
          <p>
            <button type="submit" name="intent" value="library" className="btn btn-secondary" disabled={busy}>
              {m.fromLibraryButton}
            </button>
          </p>
        </Form>
      ) : null}

      {images.length === 0 ? (
        <p className="mt-4">{nl.adminProducts.form.noImages}</p>
      ) : (
        <AdminTable caption={t.caption}>
          <thead>
            <tr>
              <th scope="col">{t.position}</th>
              <th scope="col">{t.preview}</th>
              <th scope="col">{t.altShort}</th>
              <th scope="col">{t.size}</th>
              <th scope="col">{nl.adminProducts.form.actions}</th>
            </tr>
          </thead>
          <tbody>
            {images.map((image, index) => (
              <tr key={image.id} data-image-id={image.id}>
                <td className="num">{index + 1}</td>
                <td>
                  <img src={image.thumbnail} alt={image.alt} width={96} className="admin-thumb" />
                </td>
                <td>
                  <Form method="post" className="admin-image-alt">
                    <input type="hidden" name="_csrf" value={csrf} />
                    <input type="hidden" name="image_id" value={image.id} />
                    <label htmlFor={`alt-${image.id}`} className="sr-only">
                      {`${t.altShort} ${index + 1}`}
                    </label>
                    <input
                      id={`alt-${image.id}`}
                      name="alt"
                      className="field-input"
                      maxLength={ALT_MAX_LENGTH}
                      defaultValue={image.alt}
                    />
                    <button type="submit" name="intent" value="alt" className="btn btn-secondary">
                      {t.saveAlt}
                    </button>
                  </Form>
                </td>
                <td>
                  {image.width} × {image.height}
                </td>
                <td>
                  <Form method="post" className="admin-image-actions">
                    <input type="hidden" name="_csrf" value={csrf} />
                    <input type="hidden" name="image_id" value={image.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="up"
                      className="btn btn-secondary"
                      disabled={index === 0}
                      aria-label={t.moveUp(index + 1)}
                    >
                      {t.up}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="down"
                      className="btn btn-secondary"
                      disabled={index === images.length - 1}
                      aria-label={t.moveDown(index + 1)}
                    >
                      {t.down}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="delete"
                      className="btn btn-secondary"
                      aria-label={t.deleteLabel(index + 1)}
                    >
                      {t.delete}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </div>
  );
}
