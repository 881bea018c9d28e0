import { data, Form, Link, redirect } from "react-router";
import { DefinitionDiff } from "~/components/admin/definition-diff";
import "~/components/admin/option-builder.css";
import { nl } from "~/i18n/nl";
import { auditActor } from "~/modules/audit/audit.server";
import { getBuilderProduct, restoreDefinition } from "~/modules/configurator/builder.server";
import { diffDefinitions } from "~/modules/configurator/builder-diff";
import { getDefinitionVersion, listDefinitionVersions } from "~/modules/configurator/definitions.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import type { Route } from "./+types/product-option-versions";

const t = nl.adminBuilder;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const db = getState(context).db;
  const product = await getBuilderProduct(db, Number(params.id));
  if (!product) return data({ kind: "refused" as const, message: t.notFound }, { status: 404 });
  if (product.type !== "configurable")
    return data({ kind: "refused" as const, message: t.notConfigurable }, { status: 404 });
  const versions = await listDefinitionVersions(db, product.id);
  const url = new URL(request.url);
  const asked = Number(url.searchParams.get("versie"));
  const selected = versions.find((v) => v.version === asked)?.version ?? versions[0]?.version;
  let diff = null;
  if (selected !== undefined) {
    const current = await getDefinitionVersion(db, product.id, selected);
    const previousVersion = versions.find((v) => v.version < selected)?.version;
    const previous =
      previousVersion === undefined ? undefined : await getDefinitionVersion(db, product.id, previousVersion);
    diff = {
      version: selected,
      previousVersion: previousVersion ?? null,
      entries: current && previous ? diffDefinitions(previous.definition, current.definition) : [],
    };
  }
  const restored = url.searchParams.get("teruggezet");
  return {
    kind: "versions" as const,
    product: { id: product.id, name: product.name },
    versions: versions.map((v) => ({ ...v, when: formatDate(v.createdAt, "datetime") })),
    diff,
    restored: restored && selected ? t.versions.restored(Number(restored), selected) : null,
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const db = getState(context).db;
  const product = await getBuilderProduct(db, Number(params.id));
  if (product?.type !== "configurable") throw data(t.notFound, { status: 404 });
  const form = await request.formData();
  const version = Number(form.get("version"));
  if (!Number.isSafeInteger(version) || version < 1) throw data(t.errors.unknownVersion, { status: 400 });
  const created = await restoreDefinition(db, product, version, auditActor(context));
  if (created === undefined) throw data(t.errors.unknownVersion, { status: 404 });
  return redirect(`/beheer/producten/${product.id}/opties/versies?versie=${created}&teruggezet=${version}`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.kind === "versions" ? loaderData.product.name : "";
  return [{ title: `${t.versions.title(name)} – ${nl.site.name}` }];
}

export default function ProductOptionVersions({ loaderData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  if (loaderData.kind === "refused") {
    return (
      <div>
        <h1 className="page-title">{t.versions.heading}</h1>
        <div className="admin-notice admin-notice--warning mt-4">
          <p>{loaderData.message}</p>
        </div>
      </div>
    );
  }
  const { product, versions, diff } = loaderData;
  const latest = versions[0]?.version;
  return (
    <div>
      <h1 className="page-title">{t.versions.title(product.name)}</h1>
      <p className="mt-2">
        <Link to={`/beheer/producten/${product.id}/opties`}>{t.versions.backToBuilder}</Link>
      </p>
      <div aria-live="polite" className="mt-4">
        {loaderData.restored ? (
          <div className="admin-notice admin-notice--success" role="status">
            <p>{loaderData.restored}</p>
          </div>
        ) : null}
      </div>
      {versions.length === 0 ? (
        <p className="mt-4">{t.versions.none}</p>
      ) : (
        <div className="admin-table-wrap mt-4">
          <table className="admin-table admin-table--dense">
            <caption className="sr-only">{t.versions.heading}</caption>
            <thead>
              <tr>
                <th scope="col">{t.versions.version}</th>
                <th scope="col">{t.versions.when}</th>
                <th scope="col">{t.versions.who}</th>
                <th scope="col">{t.versions.note}</th>
                <th scope="col">
                  <span className="sr-only">{t.versions.showDiff(0).split(" ")[0]}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.map((v) => (
                <tr key={v.version} aria-current={diff?.version === v.version ? "true" : undefined}>
                  <td>
                    {v.version}
                    {v.version === latest ? ` (${t.versions.current})` : ""}
                  </td>
                  <td>{v.when}</td>
                  <td>{v.createdBy ?? t.versions.unknownAuthor}</td>
                  <td>{v.note}</td>
                  <td>
                    <div className="builder-toolbar">
                      <Link to={`?versie=${v.version}`}>{t.versions.showDiff(v.version)}</Link>
                      {v.version !== latest ? (
                        <Form method="post">
                          <input type="hidden" name="_csrf" value={csrf} />
                          <input type="hidden" name="version" value={v.version} />
                          <button type="submit" className="btn btn-light builder-small">
                            {t.versions.restore(v.version)}
                          </button>
                        </Form>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {diff ? (
        <section className="admin-card mt-4" aria-labelledby="diff-title">
          <h2 id="diff-title" className="admin-card__title">
            {diff.previousVersion === null
              ? t.versions.showDiff(diff.version)
              : t.versions.diffHeading(diff.version, diff.previousVersion)}
          </h2>
          {diff.previousVersion === null ? (
            <p>{t.versions.firstVersion}</p>
          ) : (
            <DefinitionDiff entries={diff.entries} />
          )}
        </section>
      ) : null}
    </div>
  );
}
