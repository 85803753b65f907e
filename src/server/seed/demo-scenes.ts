import "server-only";
import { createRandom, type Random } from "./demo-random";

/**
 * Sea scenes drawn as SVG (rendered with sharp by demo-images.ts): sky, sun, hills, sea and a boat whose
 * shape and colours follow its type. No downloads, no fonts: shapes only.
 */

/** Drawing coordinates; the rendered picture is OUTPUT_WIDTH × OUTPUT_HEIGHT (3:2, cheap enough for a cold start). */
const SCENE_WIDTH = 1920;
const SCENE_HEIGHT = 1280;
export const OUTPUT_WIDTH = 1440;
export const OUTPUT_HEIGHT = 960;
export const AVATAR_SIZE = 640;

export type SceneName =
  | "gulet-day"
  | "gulet-evening"
  | "motoryat"
  | "yelkenli"
  | "katamaran"
  | "gezi"
  | "surat"
  | "cove"
  | "marina"
  | "sunset";

type Sky = { top: string; bottom: string; sun: string; sunX: number; sunY: number; sunR: number; glow: string };
type Sea = { top: string; bottom: string; shimmer: string };

const DAY_SKY: Sky = {
  top: "#3d9ad8",
  bottom: "#cfeaf6",
  sun: "#fff6cf",
  sunX: 1520,
  sunY: 230,
  sunR: 70,
  glow: "#fff8d8",
};
const EVENING_SKY: Sky = {
  top: "#3b3f7a",
  bottom: "#f7a65b",
  sun: "#ffd27a",
  sunX: 1380,
  sunY: 620,
  sunR: 95,
  glow: "#ffb45e",
};
const AEGEAN: Sea = { top: "#2a93c7", bottom: "#08385c", shimmer: "#ffffff" };
const TURQUOISE: Sea = { top: "#36c2c8", bottom: "#0c5f84", shimmer: "#e9ffff" };
const EVENING_SEA: Sea = { top: "#c77a5a", bottom: "#2c2546", shimmer: "#ffd9a0" };

const HORIZON = 700;

function defs(sky: Sky, sea: Sea): string {
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sea.top}"/><stop offset="1" stop-color="${sea.bottom}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${sky.glow}" stop-opacity="0.9"/><stop offset="1" stop-color="${sky.glow}" stop-opacity="0"/></radialGradient>
</defs>`;
}

function skyAndSun(sky: Sky): string {
  return `<rect width="${SCENE_WIDTH}" height="${HORIZON + 10}" fill="url(#sky)"/>
<circle cx="${sky.sunX}" cy="${sky.sunY}" r="${sky.sunR * 3.2}" fill="url(#glow)"/>
<circle cx="${sky.sunX}" cy="${sky.sunY}" r="${sky.sunR}" fill="${sky.sun}"/>`;
}

function clouds(random: Random, count: number, color = "#ffffff"): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = random.int(80, SCENE_WIDTH - 300);
    const y = random.int(90, 380);
    const w = random.int(160, 320);
    out += `<g fill="${color}" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${w / 7}"/><ellipse cx="${x + w * 0.15}" cy="${y - w / 10}" rx="${w / 4}" ry="${w / 7}"/><ellipse cx="${x - w * 0.18}" cy="${y - w / 16}" rx="${w / 5}" ry="${w / 9}"/></g>`;
  }
  return out;
}

/** A ridge of hills along the horizon: `points` control heights, left to right. */
function ridge(heights: number[], base: number, color: string, opacity = 1): string {
  const step = SCENE_WIDTH / (heights.length - 1);
  let d = `M0 ${base} L0 ${base - heights[0]!}`;
  for (let i = 1; i < heights.length; i++) {
    const x = i * step;
    const cx = x - step / 2;
    d += ` Q${cx} ${base - Math.max(heights[i - 1]!, heights[i]!) - 25} ${x} ${base - heights[i]!}`;
  }
  d += ` L${SCENE_WIDTH} ${base} Z`;
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
}

function seaAndShimmer(sea: Sea, random: Random, count = 70): string {
  let out = `<rect y="${HORIZON}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT - HORIZON}" fill="url(#sea)"/>`;
  for (let i = 0; i < count; i++) {
    const y = random.int(HORIZON + 15, SCENE_HEIGHT - 20);
    const depth = (y - HORIZON) / (SCENE_HEIGHT - HORIZON);
    const w = 20 + depth * random.int(40, 160);
    const x = random.int(0, SCENE_WIDTH);
    out += `<rect x="${x}" y="${y}" width="${w.toFixed(0)}" height="${(2 + depth * 4).toFixed(1)}" rx="2" fill="${sea.shimmer}" opacity="${(0.12 + depth * 0.2).toFixed(2)}"/>`;
  }
  return out;
}

/** A row of white cube houses on a hillside (Bodrum style). */
function town(random: Random, x0: number, x1: number, yTop: number, yBottom: number): string {
  let out = "";
  for (let i = 0; i < 60; i++) {
    const x = random.int(x0, x1);
    const y = random.int(yTop, yBottom);
    const w = random.int(14, 30);
    out += `<rect x="${x}" y="${y}" width="${w}" height="${Math.round(w * 0.75)}" fill="#f7f4ec"/><rect x="${x + w * 0.3}" y="${y + 5}" width="4" height="5" fill="#5d7a8c"/>`;
  }
  return out;
}

type Palette = { hull: string; trim: string; deck: string; glass: string; sail: string; mast: string; accent: string };

const SILHOUETTE: Palette = {
  hull: "#2a2038",
  trim: "#2a2038",
  deck: "#2a2038",
  glass: "#2a2038",
  sail: "#3a2c48",
  mast: "#2a2038",
  accent: "#2a2038",
};

function turkishFlag(x: number, y: number): string {
  return `<rect x="${x}" y="${y}" width="54" height="36" fill="#e30a17"/><circle cx="${x + 20}" cy="${y + 18}" r="10" fill="#fff"/><circle cx="${x + 23}" cy="${y + 18}" r="8" fill="#e30a17"/><circle cx="${x + 34}" cy="${y + 18}" r="4" fill="#fff"/>`;
}

/** Every boat is drawn bow to the right with its waterline at y = 0. */
const boats = {
  gulet(p: Palette): string {
    return `<line x1="880" y1="-150" x2="1030" y2="-182" stroke="${p.mast}" stroke-width="9"/>
<line x1="560" y1="-560" x2="1025" y2="-180" stroke="#333" stroke-width="2" opacity="0.6"/>
<line x1="560" y1="-560" x2="235" y2="-430" stroke="#333" stroke-width="2" opacity="0.6"/>
<line x1="235" y1="-430" x2="40" y2="-160" stroke="#333" stroke-width="2" opacity="0.6"/>
<rect x="552" y="-560" width="14" height="420" fill="${p.mast}"/>
<rect x="228" y="-430" width="12" height="290" fill="${p.mast}"/>
<rect x="300" y="-260" width="260" height="16" rx="8" fill="${p.sail}"/>
<rect x="90" y="-235" width="145" height="13" rx="6" fill="${p.sail}"/>
<path d="M30 -160 L70 -150 Q420 -118 850 -140 L905 -166 Q860 -60 770 0 L120 0 Q55 -50 30 -160 Z" fill="${p.hull}"/>
<path d="M30 -160 L70 -150 Q420 -118 850 -140 L905 -166 L898 -148 L848 -124 Q420 -102 66 -134 Z" fill="${p.trim}"/>
<path d="M120 0 L770 0 Q790 -14 800 -26 L100 -26 Z" fill="${p.accent}" opacity="0.8"/>
<rect x="260" y="-205" width="330" height="70" rx="6" fill="${p.deck}"/>
<rect x="250" y="-215" width="350" height="14" rx="4" fill="${p.mast}"/>
${[290, 345, 400, 455, 510].map((x) => `<rect x="${x}" y="-190" width="34" height="30" rx="4" fill="${p.glass}"/>`).join("")}
<rect x="70" y="-228" width="200" height="10" fill="${p.sail}"/>
<line x1="80" y1="-218" x2="80" y2="-150" stroke="${p.mast}" stroke-width="4"/><line x1="260" y1="-218" x2="260" y2="-140" stroke="${p.mast}" stroke-width="4"/>
${[160, 230, 300, 370, 440, 510, 580, 650].map((x) => `<circle cx="${x}" cy="-75" r="8" fill="${p.deck}"/>`).join("")}
${p === SILHOUETTE ? "" : turkishFlag(0, -230)}`;
  },
  motoryat(p: Palette): string {
    return `<path d="M0 -40 L0 -135 L700 -135 Q870 -128 970 -96 L885 -22 Q826 0 760 0 L40 0 Z" fill="${p.hull}"/>
<path d="M40 0 L760 0 Q826 0 885 -22 L905 -40 L18 -40 Z" fill="${p.accent}"/>
<path d="M90 -95 L560 -95 Q600 -95 640 -88 L640 -78 L90 -78 Z" fill="${p.glass}"/>
<path d="M110 -135 L150 -228 L640 -228 L760 -135 Z" fill="${p.hull}"/>
<path d="M170 -208 L620 -208 L710 -148 L150 -148 Z" fill="${p.glass}"/>
<path d="M220 -228 L260 -300 L540 -300 L600 -228 Z" fill="${p.hull}"/>
<path d="M270 -284 L530 -284 L572 -240 L250 -240 Z" fill="${p.glass}"/>
<path d="M330 -300 L360 -360 L420 -360 L440 -300 Z" fill="${p.trim}"/>
<line x1="390" y1="-360" x2="390" y2="-420" stroke="${p.mast}" stroke-width="6"/>
<rect x="355" y="-400" width="70" height="8" fill="${p.mast}"/>
<line x1="20" y1="-135" x2="700" y2="-135" stroke="${p.trim}" stroke-width="6"/>`;
  },
  yelkenli(p: Palette): string {
    return `<g transform="rotate(-3 450 0)">
<line x1="425" y1="-800" x2="850" y2="-95" stroke="#333" stroke-width="2" opacity="0.6"/>
<line x1="425" y1="-800" x2="20" y2="-90" stroke="#333" stroke-width="2" opacity="0.6"/>
<path d="M428 -780 Q300 -450 120 -160 L428 -152 Z" fill="${p.sail}"/>
<path d="M434 -760 Q500 -420 840 -110 L450 -126 Z" fill="${p.sail}" opacity="0.92"/>
<path d="M428 -780 Q300 -450 120 -160" fill="none" stroke="${p.trim}" stroke-width="4" opacity="0.5"/>
<rect x="418" y="-800" width="12" height="705" fill="${p.mast}"/>
<rect x="110" y="-164" width="320" height="9" fill="${p.mast}"/>
<path d="M200 -95 L235 -135 L470 -135 L505 -95 Z" fill="${p.deck}"/>
${[260, 310, 360, 410].map((x) => `<rect x="${x}" y="-124" width="34" height="14" rx="6" fill="${p.glass}"/>`).join("")}
<path d="M0 -60 L20 -95 L700 -100 Q820 -100 885 -84 L822 -12 Q780 0 722 0 L60 0 Z" fill="${p.hull}"/>
<path d="M20 -95 L700 -100 Q820 -100 885 -84 L880 -74 Q820 -88 700 -88 L16 -84 Z" fill="${p.accent}"/>
<path d="M60 0 L722 0 Q780 0 822 -12 L832 -24 L40 -24 Z" fill="${p.trim}"/>
</g>`;
  },
  katamaran(p: Palette): string {
    return `<path d="M70 -70 L80 -130 L820 -130 Q880 -124 910 -100 L855 -34 L110 -24 Z" fill="${p.trim}" opacity="0.75"/>
<line x1="400" y1="-780" x2="860" y2="-130" stroke="#333" stroke-width="2" opacity="0.6"/>
<path d="M405 -760 L150 -700 Q120 -420 130 -230 L405 -228 Z" fill="${p.sail}"/>
<path d="M412 -740 Q470 -420 800 -150 L425 -160 Z" fill="${p.sail}" opacity="0.9"/>
<rect x="396" y="-780" width="12" height="560" fill="${p.mast}"/>
<rect x="120" y="-240" width="290" height="10" fill="${p.mast}"/>
<path d="M110 -150 L160 -228 L600 -228 L700 -150 Z" fill="${p.deck}"/>
<path d="M190 -212 L580 -212 L650 -160 L160 -160 Z" fill="${p.glass}"/>
<path d="M0 -50 L10 -150 L760 -150 Q835 -145 870 -118 L805 -14 Q780 0 740 0 L40 0 Z" fill="${p.hull}"/>
<path d="M40 0 L740 0 Q780 0 805 -14 L815 -30 L25 -30 Z" fill="${p.accent}"/>
${[120, 200, 560, 640].map((x) => `<rect x="${x}" y="-100" width="50" height="16" rx="8" fill="${p.glass}"/>`).join("")}`;
  },
  gezi(p: Palette): string {
    return `<rect x="50" y="-278" width="650" height="18" rx="6" fill="${p.sail}"/>
<path d="M50 -278 L700 -278 L690 -292 L60 -292 Z" fill="${p.accent}"/>
${[70, 190, 310, 430, 550, 680].map((x) => `<rect x="${x}" y="-262" width="7" height="140" fill="${p.mast}"/>`).join("")}
${[100, 160, 220, 280, 340, 400, 460, 520, 580, 640].map((x, i) => `<rect x="${x}" y="-150" width="44" height="26" rx="6" fill="${i % 2 ? "#e85d3f" : "#f3c24b"}"/>`).join("")}
<path d="M0 -110 Q15 -134 60 -134 L720 -134 L830 -165 Q800 -60 705 0 L85 0 Q22 -34 0 -110 Z" fill="${p.hull}"/>
<path d="M0 -110 Q15 -134 60 -134 L720 -134 L830 -165 L826 -148 L716 -118 L56 -118 Q18 -116 4 -96 Z" fill="${p.accent}"/>
<path d="M85 0 L705 0 Q722 -14 736 -30 L48 -30 Z" fill="${p.trim}"/>
<rect x="600" y="-330" width="5" height="60" fill="${p.mast}"/>${p === SILHOUETTE ? "" : turkishFlag(605, -330)}`;
  },
  surat(p: Palette): string {
    return `<path d="M-20 -12 Q-300 -44 -640 6 Q-320 22 -20 18 Z" fill="#ffffff" opacity="0.75"/>
<path d="M-20 -30 Q-180 -70 -360 -40 Q-200 -20 -20 -4 Z" fill="#ffffff" opacity="0.6"/>
<rect x="-36" y="-118" width="52" height="96" rx="10" fill="${p.mast}"/>
<path d="M240 -96 L300 -160 L350 -160 L336 -96 Z" fill="${p.glass}"/>
<rect x="150" y="-128" width="90" height="32" rx="10" fill="${p.deck}"/>
<path d="M0 -40 L0 -98 L400 -98 Q530 -94 610 -72 L530 -12 Q480 0 430 0 L30 0 Z" fill="${p.hull}"/>
<path d="M0 -70 L470 -70 Q540 -68 590 -58 L580 -50 L0 -50 Z" fill="${p.accent}"/>
<path d="M30 0 L430 0 Q480 0 530 -12 L545 -22 L10 -22 Z" fill="${p.trim}"/>
<path d="M540 -20 Q600 -60 680 -40 Q620 -10 540 -4 Z" fill="#ffffff" opacity="0.7"/>`;
  },
} satisfies Record<string, (p: Palette) => string>;

type BoatShape = keyof typeof boats;

/** The boat, its reflection, a little foam at the waterline. */
function boat(shape: BoatShape, palette: Palette, x: number, y: number, scale: number): string {
  const drawing = boats[shape](palette);
  return `<g transform="translate(${x} ${y}) scale(${scale})">${drawing}</g>
<g transform="translate(${x} ${y + 4}) scale(${scale} ${-scale * 0.6})" opacity="0.18">${drawing}</g>
<rect x="${x - 20 * scale}" y="${y - 4}" width="${940 * scale}" height="8" rx="4" fill="#ffffff" opacity="0.35"/>`;
}

const WOOD: Palette = {
  hull: "#8a4b22",
  trim: "#d9a566",
  deck: "#f3e6cc",
  glass: "#3a2a1c",
  sail: "#f4ecd8",
  mast: "#5b3415",
  accent: "#5e2f12",
};
const WHITE_NAVY: Palette = {
  hull: "#fbfbf8",
  trim: "#c9d3dc",
  deck: "#f1f3f5",
  glass: "#1d2e44",
  sail: "#fbf8f0",
  mast: "#9aa4ad",
  accent: "#1b2f4f",
};
const WHITE_BLUE: Palette = { ...WHITE_NAVY, accent: "#1f6fb2", trim: "#123a63", mast: "#b9c0c7" };
const WHITE_RED: Palette = { ...WHITE_NAVY, accent: "#c8281e", trim: "#7d1a14", deck: "#e9e4da", mast: "#2b2b2b" };
const TOUR: Palette = {
  hull: "#f8f6ef",
  trim: "#1f5fa8",
  deck: "#e9e2d0",
  glass: "#2a3b4c",
  sail: "#f1ead7",
  mast: "#7a5230",
  accent: "#2d7fc7",
};

function scene(sky: Sky, sea: Sea, seed: number, body: (random: Random) => string): string {
  const random = createRandom(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OUTPUT_WIDTH}" height="${OUTPUT_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">${defs(sky, sea)}${skyAndSun(sky)}${body(random)}</svg>`;
}

const scenes: Record<SceneName, () => string> = {
  "gulet-day": () =>
    scene(DAY_SKY, AEGEAN, 11, (r) =>
      [
        clouds(r, 4),
        ridge([90, 160, 120, 210, 140, 80, 120, 60, 30], HORIZON, "#7f9c8a", 0.9),
        ridge([40, 90, 60, 30, 0, 0, 20, 70, 110], HORIZON + 5, "#4d6e55"),
        seaAndShimmer(AEGEAN, r),
        boat("gulet", WOOD, 420, 960, 1.05),
      ].join(""),
    ),
  "gulet-evening": () =>
    scene(EVENING_SKY, EVENING_SEA, 12, (r) =>
      [
        clouds(r, 3, "#f6c3a0"),
        ridge([60, 120, 180, 110, 70, 40, 90, 150, 100], HORIZON, "#5c4a6b", 0.9),
        seaAndShimmer(EVENING_SEA, r, 90),
        boat("gulet", { ...WOOD, hull: "#6e3b1c", deck: "#e8cfa8" }, 260, 990, 1.1),
      ].join(""),
    ),
  motoryat: () =>
    scene(DAY_SKY, AEGEAN, 13, (r) =>
      [
        clouds(r, 3),
        ridge([20, 60, 40, 10, 0, 0, 30, 90, 70], HORIZON, "#86a7b5", 0.7),
        seaAndShimmer(AEGEAN, r),
        boat("motoryat", WHITE_NAVY, 430, 950, 1.1),
      ].join(""),
    ),
  yelkenli: () =>
    scene({ ...DAY_SKY, sunX: 300, sunY: 200 }, AEGEAN, 14, (r) =>
      [
        clouds(r, 5),
        ridge([100, 140, 60, 20, 0, 0, 40, 120, 160], HORIZON, "#7d98a6", 0.8),
        seaAndShimmer(AEGEAN, r),
        boat("yelkenli", WHITE_BLUE, 520, 1000, 1.0),
      ].join(""),
    ),
  katamaran: () =>
    scene(DAY_SKY, TURQUOISE, 15, (r) =>
      [
        clouds(r, 3),
        ridge([160, 220, 170, 90, 40, 20, 60, 130, 190], HORIZON, "#5f8a63"),
        seaAndShimmer(TURQUOISE, r),
        boat("katamaran", WHITE_NAVY, 480, 1000, 1.0),
      ].join(""),
    ),
  gezi: () =>
    scene(DAY_SKY, TURQUOISE, 16, (r) =>
      [
        clouds(r, 2),
        ridge([200, 260, 180, 120, 90, 120, 180, 240, 200], HORIZON, "#557e52"),
        seaAndShimmer(TURQUOISE, r),
        boat("gezi", TOUR, 480, 990, 1.15),
      ].join(""),
    ),
  surat: () =>
    scene({ ...DAY_SKY, top: "#2b86cc" }, AEGEAN, 17, (r) =>
      [
        clouds(r, 2),
        ridge([30, 70, 50, 20, 0, 0, 0, 40, 60], HORIZON, "#86a7b5", 0.7),
        seaAndShimmer(AEGEAN, r, 110),
        boat("surat", WHITE_RED, 880, 960, 1.3),
      ].join(""),
    ),
  cove: () =>
    scene(DAY_SKY, TURQUOISE, 18, (r) =>
      [
        clouds(r, 3),
        ridge([120, 80, 40, 10, 0, 0, 0, 0, 10], HORIZON, "#6f9273"),
        seaAndShimmer(TURQUOISE, r),
        `<path d="M0 ${HORIZON - 320} Q260 ${HORIZON - 360} 520 ${HORIZON + 40} Q620 ${SCENE_HEIGHT - 300} 380 ${SCENE_HEIGHT} L0 ${SCENE_HEIGHT} Z" fill="#4a7048"/>`,
        `<path d="M${SCENE_WIDTH} ${HORIZON - 260} Q${SCENE_WIDTH - 300} ${HORIZON - 300} ${SCENE_WIDTH - 480} ${HORIZON + 60} Q${SCENE_WIDTH - 560} ${SCENE_HEIGHT - 260} ${SCENE_WIDTH - 320} ${SCENE_HEIGHT} L${SCENE_WIDTH} ${SCENE_HEIGHT} Z" fill="#3f6340"/>`,
        boat("gulet", WOOD, 860, HORIZON + 110, 0.3),
      ].join(""),
    ),
  marina: () =>
    scene({ ...DAY_SKY, sunX: 1700, sunY: 160 }, AEGEAN, 19, (r) =>
      [
        ridge([260, 300, 280, 240, 220, 200, 230, 260, 240], HORIZON, "#7a9474"),
        town(r, 60, 1850, HORIZON - 230, HORIZON - 40),
        seaAndShimmer(AEGEAN, r, 50),
        ...[0, 1, 2, 3, 4, 5].map((i) => boat("yelkenli", WHITE_BLUE, 40 + i * 320, HORIZON + 130, 0.28)),
        `<rect x="0" y="${SCENE_HEIGHT - 210}" width="${SCENE_WIDTH}" height="40" fill="#7b5a3a"/>`,
        ...Array.from(
          { length: 16 },
          (_, i) => `<rect x="${40 + i * 120}" y="${SCENE_HEIGHT - 175}" width="22" height="175" fill="#5c4128"/>`,
        ),
        boat("motoryat", WHITE_NAVY, 240, SCENE_HEIGHT - 280, 0.55),
        boat("gulet", WOOD, 1000, SCENE_HEIGHT - 270, 0.5),
      ].join(""),
    ),
  sunset: () =>
    scene({ ...EVENING_SKY, sunX: 960, sunY: 660, sunR: 130 }, EVENING_SEA, 20, (r) =>
      [
        clouds(r, 4, "#f3b08a"),
        ridge([40, 80, 30, 0, 0, 0, 10, 60, 110], HORIZON, "#4a3a5c"),
        seaAndShimmer(EVENING_SEA, r, 120),
        `<rect x="880" y="${HORIZON}" width="160" height="${SCENE_HEIGHT - HORIZON}" fill="#ffc27a" opacity="0.25"/>`,
        boat("yelkenli", SILHOUETTE, 420, 1030, 0.9),
      ].join(""),
    ),
};

export const SCENE_NAMES = Object.keys(scenes) as SceneName[];

export function sceneSvg(name: SceneName): string {
  return scenes[name]();
}

/** A head-and-shoulders silhouette on a soft background, for team photos. */
export function avatarSvg(background: [string, string], shirt: string, hair: string, longHair = false): string {
  const s = AVATAR_SIZE;
  const back = longHair
    ? `<path d="M200 250 Q190 110 320 108 Q452 110 442 250 L456 430 Q320 470 184 430 Z" fill="${hair}"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient></defs>
<rect width="${s}" height="${s}" fill="url(#bg)"/>${back}
<path d="M110 ${s} Q120 430 320 420 Q520 430 530 ${s} Z" fill="${shirt}"/>
<rect x="285" y="330" width="70" height="100" rx="30" fill="#e0b896"/>
<ellipse cx="320" cy="255" rx="110" ry="130" fill="#ecc6a2"/>
<path d="M205 250 Q200 120 320 118 Q445 120 438 250 Q420 170 320 172 Q230 170 205 250 Z" fill="${hair}"/>
</svg>`;
}
