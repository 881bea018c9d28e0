import { Link } from "react-router";
import { nl } from "~/i18n/nl";
import { urls } from "~/utils/page-config";

const t = nl.admin;

export function meta() {
  return [{ title: `${t.title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminHome() {
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <p className="mt-2">{t.home.intro}</p>
      <ul className="admin-home-links mt-6">
        <li>
          <Link to={`${urls.admin}/instellingen/betalingen`}>
            <strong>{t.home.paymentSettings}</strong>
            <span className="field-help block">{t.home.paymentSettingsText}</span>
          </Link>
        </li>
        <li className="text-slate-600">
          {t.home.orders} <span className="text-sm">({t.home.comingSoon})</span>
        </li>
        <li className="text-slate-600">
          {t.home.outbox} <span className="text-sm">({t.home.comingSoon})</span>
        </li>
      </ul>
    </>
  );
}
