/**
 * The sample shop's product pictures, drawn as SVG and rendered with sharp at seed time (product-images.ts): glass
 * doors in a room (a wall with light from a window, an oak floor, a frame, the next room seen through the glass,
 * reflections, the glass edge, hinges and handle, shadows) and the hardware as studio shots on a glass fragment.
 * Nothing is copied from elsewhere; every shape is made here. Pure: the same arguments give the same picture.
 * docs/decisions/030 describes the choices.
 */

/** The drawing's units: 960 × 1200 (4:5, the gallery's shape), rendered 640 × 800 px. */
export const ART_WIDTH = 960;
export const ART_HEIGHT = 1200;
const RENDER_WIDTH = 640;

export type Finish = "rvs" | "black";
export interface HandleArt {
  finish: Finish;
  /** Length in mm (320, 400; 1800 for a standing bar). */
  length: number;
  round?: boolean;
}

export type ProductArt =
  | { kind: "door"; glass: "clear" | "frosted"; handle?: HandleArt; detail?: boolean }
  | { kind: "sliding-door"; finish: Finish }
  | { kind: "handle"; handle: HandleArt }
  | { kind: "hinges"; finish: Finish }
  | { kind: "lock"; style: "design" | "cylinder" }
  | { kind: "rail"; finish: Finish };

const METAL: Record<Finish, string[]> = {
  // Brushed steel: a bright band, a dark core and a soft return, across the bar.
  rvs: ["#8d979e", "#eef1f3", "#b7bfc4", "#6c767d", "#d9dee1"],
  black: ["#0d0f10", "#4a5055", "#24282b", "#0b0c0d", "#33383c"],
};

function metalGradient(id: string, finish: Finish, vertical = false): string {
  const stops = METAL[finish]
    .map((c, i, all) => `<stop offset="${(i / (all.length - 1)).toFixed(2)}" stop-color="${c}"/>`)
    .join("");
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops}</linearGradient>`;
}

const SHARED_DEFS = [
  '<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>',
  '<filter id="softer" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>',
  '<filter id="haze" x="0" y="0" width="100%" height="100%"><feGaussianBlur stdDeviation="5"/></filter>',
  '<filter id="frost" x="0" y="0" width="100%" height="100%"><feGaussianBlur stdDeviation="22"/></filter>',
  // A fine grain, like a photograph's (and enough detail for the browser to count the picture as the page's
  // largest contentful paint).
  '<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.75" numOctaves="2" seed="11"/>' +
    '<feColorMatrix values="0 0 0 0 0.4 0 0 0 0 0.38 0 0 0 0 0.35 0 0 0 0.16 0"/></filter>',
  metalGradient("rvs", "rvs"),
  metalGradient("black", "black"),
  metalGradient("rvs-v", "rvs", true),
  metalGradient("black-v", "black", true),
  '<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efebe4"/><stop offset="1" stop-color="#d8d0c3"/></linearGradient>',
  '<radialGradient id="window-light" cx="0.12" cy="0.1" r="0.8"><stop offset="0" stop-color="#fffdf7" stop-opacity="0.9"/><stop offset="1" stop-color="#fffdf7" stop-opacity="0"/></radialGradient>',
  '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c79a6b"/><stop offset="1" stop-color="#8a5f3b"/></linearGradient>',
  '<linearGradient id="beyond" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e4ddd1"/><stop offset="0.78" stop-color="#cbbfae"/><stop offset="0.78" stop-color="#a77e56"/><stop offset="1" stop-color="#8d6644"/></linearGradient>',
  '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9f0f2" stop-opacity="0.42"/><stop offset="0.5" stop-color="#bfe1e4" stop-opacity="0.22"/><stop offset="1" stop-color="#9fcfd3" stop-opacity="0.38"/></linearGradient>',
  '<linearGradient id="frosted" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7fbfb" stop-opacity="0.86"/><stop offset="1" stop-color="#e6f0f1" stop-opacity="0.8"/></linearGradient>',
  '<linearGradient id="streak" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>',
  '<linearGradient id="frame" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fbfaf7"/><stop offset="1" stop-color="#e7e3dc"/></linearGradient>',
  '<radialGradient id="studio" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="#fbfcfc"/><stop offset="1" stop-color="#d9dfe2"/></radialGradient>',
  '<linearGradient id="leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5f8f4e"/><stop offset="1" stop-color="#2f5a2c"/></linearGradient>',
  '<linearGradient id="pot" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e8e2d8"/><stop offset="1" stop-color="#b9b0a2"/></linearGradient>',
].join("");

function svg(body: string): string {
  const h = (RENDER_WIDTH * ART_HEIGHT) / ART_WIDTH;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" width="${RENDER_WIDTH}" height="${h}">` +
    `<defs>${SHARED_DEFS}</defs>${body}<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" filter="url(#grain)"/></svg>`
  );
}

/** The room: a wall lit from a window at the left, an oak floor in perspective, a skirting board. */
function room(props = true): string {
  const horizon = 900;
  const planks: string[] = [];
  for (let x = -1200; x <= 2200; x += 110) {
    const bottom = 480 + (x - 480) * 2.2;
    planks.push(`<line x1="${x}" y1="${horizon}" x2="${bottom}" y2="${ART_HEIGHT}"/>`);
  }
  const joints = [940, 1000, 1080, 1170]
    .map((y, i) => `<line x1="${(i * 173) % 400}" y1="${y}" x2="${((i * 173) % 400) + 260}" y2="${y}"/>`)
    .join("");
  const plant = props
    ? // A plant in a stone pot on the right, and a framed print on the left.
      `<ellipse cx="830" cy="905" rx="92" ry="14" fill="#000" opacity="0.25" filter="url(#soft)"/>` +
      `<path d="M770 760 L890 760 L872 900 L788 900 Z" fill="url(#pot)"/>` +
      [
        [830, 640, 30, 120, -24],
        [790, 680, 26, 100, -52],
        [872, 675, 26, 104, 40],
        [842, 600, 22, 110, 12],
        [805, 610, 20, 96, -18],
        [880, 720, 22, 80, 64],
        [770, 720, 20, 76, -70],
      ]
        .map(
          ([cx, cy, rx, ry, r]) =>
            `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${r} ${cx} ${cy + ry})" fill="url(#leaf)"/>`,
        )
        .join("") +
      `<rect x="70" y="300" width="150" height="200" fill="#f7f4ee" stroke="#3d3a36" stroke-width="8"/>` +
      `<rect x="96" y="326" width="98" height="148" fill="#b9c7c4"/><path d="M96 430 L130 380 L160 420 L178 396 L194 430 L194 474 L96 474 Z" fill="#7d928d"/>` +
      `<rect x="70" y="500" width="150" height="14" fill="#000" opacity="0.12" filter="url(#haze)"/>`
    : "";
  return (
    `<rect width="${ART_WIDTH}" height="${horizon}" fill="url(#wall)"/>` +
    `<rect width="${ART_WIDTH}" height="${horizon}" fill="url(#window-light)"/>` +
    `<rect y="${horizon}" width="${ART_WIDTH}" height="${ART_HEIGHT - horizon}" fill="url(#floor)"/>` +
    `<g stroke="#5a3b22" stroke-opacity="0.28" stroke-width="2">${planks.join("")}${joints}</g>` +
    `<rect y="${horizon - 26}" width="${ART_WIDTH}" height="26" fill="#f6f3ee"/>` +
    `<rect y="${horizon}" width="${ART_WIDTH}" height="6" fill="#000" opacity="0.18"/>` +
    plant
  );
}

/** The next room, seen through an opening: a lighter wall, a window and a floor; blurred as depth of field. */
function beyond(x: number, y: number, w: number, h: number, frosted: boolean): string {
  const win = `<rect x="${x + w * 0.52}" y="${y + h * 0.12}" width="${w * 0.34}" height="${h * 0.42}" fill="#fbfdfd"/>`;
  const bars = `<rect x="${x + w * 0.685}" y="${y + h * 0.12}" width="6" height="${h * 0.42}" fill="#d9d2c6"/>`;
  const chair = `<rect x="${x + w * 0.12}" y="${y + h * 0.6}" width="${w * 0.26}" height="${h * 0.16}" rx="10" fill="#8c9a8e"/>`;
  return (
    `<g filter="url(#${frosted ? "frost" : "haze"})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#beyond)"/>` +
    `${win}${bars}${chair}</g>`
  );
}

function handleBar(x: number, midY: number, h: HandleArt, scale: number): string {
  const len = h.length * scale;
  const bar = h.round ? 24 : 18;
  const top = midY - len / 2;
  const paint = `url(#${h.finish === "black" ? "black" : "rvs"})`;
  const standoff = (y: number) =>
    `<rect x="${x - 30}" y="${y - 8}" width="34" height="16" rx="6" fill="${paint}"/>`;
  const inset = Math.min(40, len * 0.1);
  return (
    `<rect x="${x + 10}" y="${top + 14}" width="${bar}" height="${len}" rx="${bar / 2}" fill="#000" opacity="0.22" filter="url(#haze)"/>` +
    standoff(top + inset) +
    standoff(top + len - inset) +
    `<rect x="${x}" y="${top}" width="${bar}" height="${len}" rx="${bar / 2}" fill="${paint}"/>` +
    `<rect x="${x + bar * 0.28}" y="${top + 6}" width="${bar * 0.16}" height="${len - 12}" rx="2" fill="#fff" opacity="${h.finish === "black" ? 0.18 : 0.55}"/>`
  );
}

function hinge(x: number, y: number, finish: Finish, w = 46, h = 74): string {
  const paint = `url(#${finish})`;
  const screw = (cx: number, cy: number) =>
    `<circle cx="${cx}" cy="${cy}" r="5" fill="${finish === "black" ? "#3a3f43" : "#7b858c"}"/>`;
  return (
    `<rect x="${x + 4}" y="${y + 8}" width="${w}" height="${h}" rx="7" fill="#000" opacity="0.25" filter="url(#haze)"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="7" fill="${paint}"/>` +
    screw(x + w / 2, y + h * 0.25) +
    screw(x + w / 2, y + h * 0.75)
  );
}

/** A glass pane: its tint, the room behind it, two reflections and its edges (light at the left, the green of
 * float glass at the right). */
function pane(x: number, y: number, w: number, h: number, frosted: boolean): string {
  const streak1 = `<path d="M${x + w * 0.12} ${y} L${x + w * 0.36} ${y} L${x} ${y + h * 0.46} L${x} ${y + h * 0.2} Z" fill="url(#streak)" opacity="${frosted ? 0.35 : 0.8}"/>`;
  const streak2 = `<path d="M${x + w * 0.46} ${y} L${x + w * 0.52} ${y} L${x + w * 0.06} ${y + h * 0.62} L${x} ${y + h * 0.62} Z" fill="url(#streak)" opacity="${frosted ? 0.25 : 0.55}"/>`;
  const streak3 = `<path d="M${x + w} ${y + h * 0.55} L${x + w} ${y + h * 0.68} L${x + w * 0.62} ${y + h} L${x + w * 0.5} ${y + h} Z" fill="#fff" opacity="0.16"/>`;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${frosted ? "frosted" : "glass"})"/>` +
    streak1 +
    streak2 +
    streak3 +
    `<rect x="${x}" y="${y}" width="5" height="${h}" fill="#fff" opacity="0.75"/>` +
    `<rect x="${x + w - 7}" y="${y}" width="7" height="${h}" fill="#5f9c94" opacity="0.55"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="4" fill="#fff" opacity="0.6"/>`
  );
}

const MM = 740 / 2015; // a door of 2015 mm is 740 units high

function door(
  glass: "clear" | "frosted",
  handle: HandleArt = { finish: "rvs", length: 400 },
  detail = false,
): string {
  const frosted = glass === "frosted";
  if (detail) {
    // The hinge side up close: frame, glass edge and two hinges.
    return svg(
      `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#wall)"/>` +
        `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#window-light)"/>` +
        `<rect x="120" y="0" width="150" height="${ART_HEIGHT}" fill="url(#frame)"/>` +
        `<rect x="255" y="0" width="15" height="${ART_HEIGHT}" fill="#000" opacity="0.1"/>` +
        beyond(270, 0, 690, ART_HEIGHT, frosted) +
        pane(290, 0, 670, ART_HEIGHT, frosted) +
        hinge(238, 250, handle.finish, 92, 150) +
        hinge(238, 820, handle.finish, 92, 150),
    );
  }
  const [fx, fy, fw, fh] = [290, 130, 380, 770]; // the frame
  const [ox, oy, ow, oh] = [fx + 22, fy + 22, fw - 44, fh - 22]; // the opening
  const [px, py, pw, ph] = [ox + 4, oy + 4, ow - 8, oh - 8]; // the glass
  return svg(
    room() +
      `<rect x="${fx - 10}" y="${fy - 6}" width="${fw + 20}" height="${fh + 6}" fill="#000" opacity="0.12" filter="url(#soft)"/>` +
      `<rect x="${fx}" y="${fy}" width="${fw}" height="${fh}" fill="url(#frame)"/>` +
      beyond(ox, oy, ow, oh, frosted) +
      `<rect x="${ox}" y="${oy}" width="${ow}" height="10" fill="#000" opacity="0.18"/>` +
      pane(px, py, pw, ph, frosted) +
      hinge(px - 8, py + 90, handle.finish) +
      hinge(px - 8, py + ph - 170, handle.finish) +
      handleBar(px + pw - 46, py + ph * 0.55, handle, handle.length > 1000 ? MM * 0.95 : MM) +
      `<ellipse cx="${fx + fw / 2}" cy="${fy + fh + 6}" rx="${fw * 0.55}" ry="16" fill="#000" opacity="0.22" filter="url(#soft)"/>`,
  );
}

function slidingDoor(finish: Finish): string {
  const [ox, oy, ow, oh] = [250, 180, 300, 720]; // the wall opening the door slides over
  const [px, py, pw, ph] = [360, 170, 360, 724]; // the glass, hung from the rail
  const paint = `url(#${finish}-v)`;
  const roller = (x: number) =>
    `<rect x="${x}" y="${py - 40}" width="44" height="62" rx="8" fill="${paint}"/><circle cx="${x + 22}" cy="${py - 40}" r="16" fill="url(#${finish})"/>`;
  return svg(
    room() +
      `<rect x="${ox - 16}" y="${oy - 16}" width="${ow + 32}" height="${oh + 16}" fill="#000" opacity="0.08"/>` +
      beyond(ox, oy, ow, oh, false) +
      `<rect x="${px + 14}" y="${py + 10}" width="${pw}" height="${ph}" fill="#000" opacity="0.14" filter="url(#soft)"/>` +
      pane(px, py, pw, ph, false) +
      `<rect x="170" y="${py - 72}" width="660" height="30" rx="4" fill="${paint}"/>` +
      `<rect x="170" y="${py - 46}" width="660" height="6" fill="#000" opacity="0.18" filter="url(#haze)"/>` +
      roller(px + 40) +
      roller(px + pw - 84) +
      handleBar(px + 34, py + ph * 0.52, { finish, length: 1000, round: true }, 0.42) +
      `<ellipse cx="${px + pw / 2}" cy="${py + ph + 8}" rx="${pw * 0.6}" ry="14" fill="#000" opacity="0.2" filter="url(#soft)"/>`,
  );
}

/** The studio: a soft backdrop with a floor line, and a glass fragment the hardware sits on. */
function studio(body: string, fragment?: [number, number, number, number]): string {
  const glass = fragment
    ? `<rect x="${fragment[0] + 20}" y="${fragment[1] + 30}" width="${fragment[2]}" height="${fragment[3]}" rx="6" fill="#000" opacity="0.16" filter="url(#softer)"/>` +
      `<rect x="${fragment[0]}" y="${fragment[1]}" width="${fragment[2]}" height="${fragment[3]}" rx="6" fill="#d6ecee" opacity="0.75"/>` +
      pane(...fragment, false)
    : "";
  return svg(
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#studio)"/>` +
      `<ellipse cx="480" cy="1130" rx="420" ry="40" fill="#000" opacity="0.1" filter="url(#softer)"/>` +
      glass +
      body,
  );
}

function hardware(art: Exclude<ProductArt, { kind: "door" | "sliding-door" }>): string {
  switch (art.kind) {
    case "handle": {
      const long = art.handle.length > 1000;
      return studio(
        handleBar(470, 600, art.handle, long ? 0.52 : 1.9),
        long ? [250, 90, 460, 1020] : [200, 140, 560, 920],
      );
    }
    case "hinges":
      return studio(
        hinge(330, 240, art.finish, 150, 240) + hinge(330, 700, art.finish, 150, 240),
        [420, 160, 360, 880],
      );
    case "lock": {
      const design = art.style === "design";
      const body = design
        ? `<rect x="318" y="480" width="230" height="190" rx="16" fill="#000" opacity="0.22" filter="url(#haze)"/>` +
          `<rect x="300" y="460" width="230" height="190" rx="16" fill="url(#rvs)"/>` +
          `<rect x="440" y="540" width="170" height="30" rx="15" fill="url(#rvs-v)"/>` +
          `<circle cx="440" cy="555" r="36" fill="url(#rvs)"/><circle cx="440" cy="555" r="20" fill="#8d979e"/>`
        : `<rect x="318" y="470" width="230" height="230" rx="24" fill="#000" opacity="0.22" filter="url(#haze)"/>` +
          `<rect x="300" y="450" width="230" height="230" rx="24" fill="url(#rvs)"/>` +
          `<circle cx="415" cy="565" r="62" fill="url(#rvs-v)"/><circle cx="415" cy="565" r="44" fill="#c9d0d4"/>` +
          `<rect x="409" y="528" width="12" height="56" rx="6" fill="#3e464b"/><circle cx="415" cy="530" r="12" fill="#3e464b"/>`;

      return studio(body, [380, 160, 380, 880]);
    }
    case "rail": {
      const paint = `url(#${art.finish}-v)`;
      const carriage = (x: number) =>
        `<rect x="${x}" y="520" width="120" height="96" rx="12" fill="url(#${art.finish})"/>` +
        `<circle cx="${x + 34}" cy="520" r="30" fill="${paint}"/><circle cx="${x + 86}" cy="520" r="30" fill="${paint}"/>`;
      return studio(
        `<rect x="80" y="486" width="800" height="46" rx="6" fill="#000" opacity="0.2" filter="url(#haze)"/>` +
          `<rect x="70" y="470" width="820" height="44" rx="6" fill="${paint}"/>` +
          `<rect x="70" y="476" width="820" height="6" fill="#fff" opacity="${art.finish === "black" ? 0.15 : 0.6}"/>` +
          carriage(200) +
          carriage(640) +
          `<rect x="60" y="456" width="24" height="72" rx="6" fill="url(#${art.finish})"/>` +
          `<rect x="876" y="456" width="24" height="72" rx="6" fill="url(#${art.finish})"/>`,
        [170, 600, 620, 560],
      );
    }
  }
}

/** The picture of a product as SVG (rendered to PNG by the seed). */
export function productArt(art: ProductArt): string {
  if (art.kind === "door") return door(art.glass, art.handle, art.detail);
  if (art.kind === "sliding-door") return slidingDoor(art.finish);
  return hardware(art);
}
