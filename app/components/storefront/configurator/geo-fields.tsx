import { lazy, Suspense, useContext, useEffect, useRef, useState } from "react";
import { geoMessages } from "~/i18n/nl.geo";
import { displayLabel, fieldName } from "~/modules/configurator/options";
import type { MapOption, PostcodeDistanceOption } from "~/modules/configurator/options.schema";
import { latLngText, parseLatLng } from "~/modules/geo/distance";
import { geocodeCall } from "~/modules/geo/geocode-client";
import type { GeoAddress } from "~/modules/geo/geocoder";
import { MapTilesContext } from "./map-tiles";

/**
 * The map picker and the distance by postcode (docs/decisions/024). Without JavaScript both are plain text
 * fields (the server finds the address's place and computes the distance). With it, the map picker searches
 * addresses through the shop's server (`maatglas_geocode`) and shows the chosen place on a Leaflet map — a chunk
 * of its own, fetched only once a place is chosen — whose marker can be dragged.
 */

export type FieldValue = string | string[];
type Values = Readonly<Record<string, FieldValue | undefined>>;

export type { MapTiles } from "./map-tiles";

const MapView = lazy(() => import("./map-view"));
const str = (v: FieldValue | undefined) => (typeof v === "string" ? v : "");
/** The middle of the Netherlands, where the map opens without a place. */
const NL_CENTER = { lat: 52.1326, lng: 5.2913 };

interface Props<O> {
  option: O;
  values: Values;
  help: React.ReactNode;
  errorText: React.ReactNode;
  describedBy?: string;
  error?: string;
  onPatch: (patch: Record<string, FieldValue>) => void;
  onBlur: () => void;
}

function Label({ option, htmlFor }: { option: MapOption | PostcodeDistanceOption; htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className="field-label">
      {displayLabel(option.label)}
      {option.required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

export function MapField({
  option,
  values,
  help,
  errorText,
  describedBy,
  error,
  onPatch,
  onBlur,
}: Props<MapOption>) {
  const name = fieldName(option.slug);
  const tiles = useContext(MapTilesContext);
  const [hydrated, setHydrated] = useState(false);
  const [results, setResults] = useState<GeoAddress[] | null>(null);
  const [status, setStatus] = useState<string>("");
  const [searching, setSearching] = useState(false);
  const [moved, setMoved] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => () => inFlight.current?.abort(), []);
  const address = str(values[name]);
  const latlng = str(values[`${name}_latlng`]);
  const point = parseLatLng(latlng);

  async function search() {
    const q = address.trim();
    if (q.length < 3) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setSearching(true);
    setStatus(geoMessages.searching);
    try {
      const answer = await geocodeCall({ q }, geoMessages.searchFailed, controller.signal);
      if (!answer.ok) {
        setResults(null);
        setStatus(answer.message);
      } else {
        setResults(answer.results);
        setStatus(answer.results.length ? "" : geoMessages.noResults);
      }
    } catch {
      return;
    } finally {
      if (inFlight.current === controller) setSearching(false);
    }
  }

  function choose(hit: GeoAddress) {
    setResults(null);
    setStatus("");
    setMoved(false);
    onPatch({ [name]: hit.label, [`${name}_latlng`]: latLngText(hit) });
  }

  return (
    <div className="field field-map" data-field={name}>
      <Label option={option} htmlFor={name} />
      <div className="map-search">
        <input
          id={name}
          name={name}
          type="text"
          className="field-input"
          autoComplete="street-address"
          maxLength={200}
          placeholder={option.placeholder ?? geoMessages.addressPlaceholder}
          value={address}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={option.required || undefined}
          // A typed address no longer matches the chosen place: the place is forgotten until one is chosen.
          onChange={(e) => onPatch({ [name]: e.target.value, [`${name}_latlng`]: "" })}
          onKeyDown={(e) => {
            if (hydrated && e.key === "Enter") {
              e.preventDefault();
              void search();
            }
          }}
          onBlur={onBlur}
        />
        {hydrated ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void search()}
            disabled={searching}
          >
            {geoMessages.search}
          </button>
        ) : null}
      </div>
      <input type="hidden" name={`${name}_latlng`} value={latlng} />
      <p className="map-status" role="status" aria-live="polite">
        {status || (moved ? geoMessages.markerMoved : "")}
      </p>
      {results?.length ? (
        <ul className="map-results" aria-label={geoMessages.results}>
          {results.map((hit) => (
            <li key={`${hit.label}-${hit.lat}-${hit.lng}`}>
              <button type="button" className="map-result" onClick={() => choose(hit)}>
                {hit.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {hydrated && tiles && point ? (
        <Suspense fallback={<p className="map-loading">{geoMessages.mapLoading}</p>}>
          <MapView
            tiles={tiles}
            point={point}
            fallbackCenter={option.center ?? NL_CENTER}
            zoom={option.zoom ?? 17}
            label={geoMessages.mapLabel}
            onMove={(p) => {
              setMoved(true);
              onPatch({ [`${name}_latlng`]: latLngText(p) });
            }}
          />
        </Suspense>
      ) : null}
      {help}
      {errorText}
    </div>
  );
}

export function DistanceField({
  option,
  values,
  help,
  errorText,
  describedBy,
  error,
  onPatch,
  onBlur,
  dynamicText,
}: Props<PostcodeDistanceOption> & { dynamicText?: string }) {
  const name = fieldName(option.slug);
  return (
    <div className="field field-distance" data-field={name}>
      <Label option={option} htmlFor={name} />
      <input
        id={name}
        name={name}
        type="text"
        className="field-input field-input--postcode"
        autoComplete="postal-code"
        inputMode="text"
        maxLength={7}
        placeholder={option.placeholder ?? geoMessages.postcodePlaceholder}
        value={str(values[name])}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={option.required || undefined}
        onChange={(e) => onPatch({ [name]: e.target.value })}
        onBlur={onBlur}
      />
      <p className="distance-result" aria-live="polite">
        {dynamicText ?? ""}
      </p>
      {help}
      {errorText}
    </div>
  );
}
