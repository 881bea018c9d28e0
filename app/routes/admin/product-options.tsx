import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { OptionBuilder } from "~/components/admin/option-builder";
import { nl } from "~/i18n/nl";
import { auditActor } from "~/modules/audit/audit.server";
import { getBuilderProduct, saveBuilderDefinition } from "~/modules/configurator/builder.server";
import { checkDraft, checkForm, defaultTestValues } from "~/modules/configurator/builder-check";
import { draftOfDefinition, formulaVariables } from "~/modules/configurator/builder-definition";
import { emptyDraft } from "~/modules/configurator/builder-draft";
import { galleryImageErrors } from "~/modules/configurator/builder-images";
import { applyIntent, parseIntent } from "~/modules/configurator/builder-intents";
import { DefinitionError, getCurrentDefinition } from "~/modules/configurator/definitions.server";
import { listProductImages } from "~/modules/products/images.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/product-options";

const t = nl.adminBuilder;

/** The product, or the Dutch reason the builder is not for it (404: no such product, or a simple product). */
async function productFor(context: Route.LoaderArgs["context"], id: string) {
  const product = await getBuilderProduct(getState(context).db, Number(id));
  if (!product) return { refused: t.notFound } as const;
  if (product.type !== "configurable") return { refused: t.notConfigurable, product } as const;
  return { product } as const;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const found = await productFor(context, params.id);
  if ("refused" in found) return data({ kind: "refused" as const, message: found.refused }, { status: 404 });
  const { product } = found;
  const stored = await getCurrentDefinition(getState(context).db, product.id);
  const draft = stored ? draftOfDefinition(stored.definition) : emptyDraft();
  const test = stored ? defaultTestValues(stored.definition) : {};
  const saved = Number(new URL(request.url).searchParams.get("opgeslagen"));
  return {
    kind: "builder" as const,
    product: { id: product.id, name: product.name, slug: product.slug },
    version: stored?.version ?? null,
    images: (await listProductImages(getState(context).db, product.id)).map((i) => ({
      id: i.id,
      alt: i.alt,
    })),
    saved: Number.isSafeInteger(saved) && saved > 0 ? saved : null,
    state: {
      draft,
      errors: {},
      check: checkDraft(draft, test),
      test,
      variables: formulaVariables(draft),
      rev: `v${stored?.version ?? 0}`,
    },
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const found = await productFor(context, params.id);
  if ("refused" in found) throw data(found.refused, { status: 404 });
  const { product } = found;
  const form = await request.formData();
  const entries = [...form.entries()];
  const intent = parseIntent(String(form.get("intent") ?? "check"), String(form.get("newType") ?? ""));
  if (!intent) throw data(t.errors.unknownIntent, { status: 400 });
  let focus: number | undefined;
  let checked: ReturnType<typeof checkForm>;
  try {
    checked = checkForm(entries, (draft) => {
      if (intent.kind === "check" || intent.kind === "save") return draft;
      const edited = applyIntent(draft, intent);
      focus = edited.focus;
      return edited.draft;
    });
  } catch (e) {
    if (e instanceof RangeError) throw data(t.errors.tooManyFields, { status: 400 });
    throw e;
  }
  // Image changers show only this product's images.
  if (checked.check.definition) {
    const ids = new Set((await listProductImages(getState(context).db, product.id)).map((i) => i.id));
    const imageErrors = galleryImageErrors(checked.check.definition, ids);
    if (Object.keys(imageErrors).length)
      checked.check = { ...checked.check, ok: false, errors: { ...checked.check.errors, ...imageErrors } };
  }
  const rev = `r${Date.now()}`;
  if (intent.kind === "save") {
    if (checked.check.ok && checked.check.definition) {
      try {
        const version = await saveBuilderDefinition(
          getState(context).db,
          product,
          checked.check.definition,
          auditActor(context),
          checked.draft.note,
        );
        return redirect(`/beheer/producten/${product.id}/opties?opgeslagen=${version}`);
      } catch (e) {
        if (!(e instanceof DefinitionError)) throw e;
        checked.check = {
          ...checked.check,
          ok: false,
          errors: { mainFormula: t.errors.refusedSaveError(e.message) },
        };
      }
    }
    return data({ ...checked, errors: checked.check.errors, rev, refused: true }, { status: 400 });
  }
  const moved = intent.kind === "move" && focus !== undefined ? intent : undefined;
  const movedOption = moved && focus !== undefined ? checked.draft.options[focus] : undefined;
  return {
    ...checked,
    errors: checked.check.errors,
    rev,
    refused: false,
    // The moved option's button keeps the focus (keyboard reordering); an added or copied option gets it.
    focusId:
      focus === undefined
        ? undefined
        : moved
          ? `b-o-${focus}-${moved.to < moved.index ? "up" : "down"}`
          : `b-o-${focus}-title`,
    announce:
      movedOption && focus !== undefined
        ? t.options.moved(movedOption.label || movedOption.slug, focus + 1)
        : undefined,
  };
}

/** A live check changes nothing stored: it skips reloading, unless the page is moving (a save's redirect). */
export function shouldRevalidate({
  formData,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const staying = currentUrl.href === nextUrl.href;
  return formData?.get("intent") === "check" && staying ? false : defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.kind === "builder" ? loaderData.product.name : "";
  return [{ title: `${t.title(name)} – ${nl.site.name}` }];
}

export default function ProductOptions({ loaderData, actionData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  if (loaderData.kind === "refused") {
    return (
      <div>
        <h1 className="page-title">{t.title("")}</h1>
        <div className="admin-notice admin-notice--warning mt-4">
          <p>{loaderData.message}</p>
        </div>
      </div>
    );
  }
  const { product } = loaderData;
  const state = actionData ?? loaderData.state;
  return (
    <div>
      <h1 className="page-title">{t.title(product.name)}</h1>
      <p className="mt-2 max-w-3xl">{t.intro}</p>
      <p className="mt-2 admin-toolbar">
        <span>{loaderData.version ? t.currentVersion(loaderData.version) : t.noVersion}</span>{" "}
        <Link to={`/beheer/producten/${product.id}/opties/versies`}>{t.toVersions}</Link>{" "}
        <a href={`/product/${product.slug}`}>{t.toStorefront}</a>
      </p>
      <div aria-live="polite" className="mt-4">
        {loaderData.saved && !actionData ? (
          <div className="admin-notice admin-notice--success" role="status" id="builder-saved">
            <p>{t.save.saved(loaderData.saved)}</p>
          </div>
        ) : null}
        {actionData && "refused" in actionData && actionData.refused ? (
          <div className="admin-notice admin-notice--error" role="alert" id="builder-refused">
            <p>{t.errors.refused}</p>
          </div>
        ) : null}
      </div>
      <div className="mt-4">
        <OptionBuilder
          state={state}
          checkUrl={`/beheer/producten/${product.id}/opties`}
          csrf={csrf}
          images={loaderData.images}
        />
      </div>
    </div>
  );
}
