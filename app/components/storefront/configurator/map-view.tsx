import L from "leaflet";
import markerIcon from "leaflet/dist/images/marker-icon.png";
import markerIcon2x from "leaflet/dist/images/marker-icon-2x.png";
import markerShadow from "leaflet/dist/images/marker-shadow.png";
import leafletCss from "leaflet/dist/leaflet.css?url";
import { useEffect, useRef, useState } from "react";
import type { LatLng } from "~/modules/geo/geocoder";
import type { MapTiles } from "./map-tiles";

/**
 * The Leaflet map of the map picker (docs/decisions/024): the chosen place with a draggable marker, tiles from
 * the shop's tile setting. Loaded with a dynamic import once a place is chosen, so a product without a map
 * option — and a shopper who only types the address — never downloads Leaflet.
 */

export interface MapViewProps {
  tiles: MapTiles;
  point: LatLng | null;
  fallbackCenter: LatLng;
  zoom: number;
  label: string;
  onMove: (p: LatLng) => void;
}

const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

let stylesheet: Promise<void> | null = null;

/** Links Leaflet's stylesheet once (island chunks carry no CSS of their own); resolves when it has loaded. */
function leafletStylesheet(): Promise<void> {
  stylesheet ??= new Promise<void>((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = leafletCss;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
  return stylesheet;
}

export default function MapView({ tiles, point, fallbackCenter, zoom, label, onMove }: MapViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const moved = useRef(onMove);
  moved.current = onMove;
  const [styled, setStyled] = useState(false);

  useEffect(() => {
    let live = true;
    void leafletStylesheet().then(() => live && setStyled(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!styled || !box.current) return;
    const m = L.map(box.current, { scrollWheelZoom: false }).setView(
      point ?? fallbackCenter,
      point ? zoom : 7,
    );
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(m);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is built once its stylesheet is there; later places move its marker (below).
  }, [styled]);

  useEffect(() => {
    const m = map.current;
    if (!m || !point) return;
    if (!marker.current) {
      marker.current = L.marker(point, { draggable: true, icon, keyboard: true, title: label })
        .addTo(m)
        .on("dragend", (e) => {
          const p = (e.target as L.Marker).getLatLng();
          moved.current({ lat: p.lat, lng: p.lng });
        });
    } else {
      const at = marker.current.getLatLng();
      if (Math.abs(at.lat - point.lat) < 1e-6 && Math.abs(at.lng - point.lng) < 1e-6) return;
      marker.current.setLatLng(point);
    }
    m.setView(point, Math.max(m.getZoom(), zoom));
  }, [styled, point?.lat, point?.lng, zoom, label]);

  return <div ref={box} className="map-view" role="application" aria-label={label} data-map-view="" />;
}
