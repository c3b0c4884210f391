import { type BlogTopic, type BlogTopicKey, blogTopicKeyOf, blogTopics } from "./blog-topics";

// An article's cover: an abstract drawing in its topic's colours, varied per article by a number
// derived from its id, so every cover differs while each topic keeps one look. Built as a
// standalone SVG file (pages/blog-covers) that pages load as an image: the browser can load it
// lazily, and the page's HTML stays small. No text in it: the card beside it names the topic.

export const BLOG_COVER_WIDTH = 640;
export const BLOG_COVER_HEIGHT = 360;

/** A small deterministic generator: the same id always draws the same cover. */
function seededRandom(text: string): () => number {
  let state = 2166136261;
  for (const char of text) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
const WHITE_LINE = 'stroke="#fff" stroke-opacity=".32" stroke-width="2" fill="none"';
const WHITE_FILL = 'fill="#fff" fill-opacity=".1" stroke="#fff" stroke-opacity=".28"';

type Motif = (random: () => number, topic: BlogTopic) => string;

/** Rising bars and a trend line: planning, cost and decisions. */
const strategy: Motif = (random, { accent }) => {
  const bars = Array.from({ length: 6 }, (_, index) => {
    const height = round(60 + index * 26 + random() * 30);
    return { x: 330 + index * 46, y: 310 - height, height };
  });
  const shapes = bars.map(
    (bar) =>
      `<rect x="${bar.x}" y="${bar.y}" width="30" height="${bar.height}" rx="6" ${WHITE_FILL}/>`,
  );
  const points = bars.map((bar) => `${bar.x + 15},${round(bar.y - 18)}`).join(" ");
  const last = bars[bars.length - 1];
  return `${shapes.join("")}<polyline points="${points}" stroke="${accent}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${(last?.x ?? 0) + 15}" cy="${round((last?.y ?? 0) - 18)}" r="9" fill="${accent}"/>`;
};

/** A network of agents around one highlighted node. */
const ai: Motif = (random, { accent }) => {
  const centre = { x: 450, y: 180 };
  const nodes = Array.from({ length: 8 }, (_, index) => {
    const angle = (index / 8) * Math.PI * 2 + random() * 0.5;
    const distance = 95 + random() * 45;
    return {
      x: round(centre.x + Math.cos(angle) * distance * 1.25),
      y: round(centre.y + Math.sin(angle) * distance * 0.9),
    };
  });
  const spokes = nodes.map((node) => `M${centre.x} ${centre.y}L${node.x} ${node.y}`).join("");
  const ring = nodes
    .map((node, index) => {
      const next = nodes[(index + 1) % nodes.length] ?? node;
      return `M${node.x} ${node.y}L${next.x} ${next.y}`;
    })
    .join("");
  const dots = nodes
    .map((node) => `<circle cx="${node.x}" cy="${node.y}" r="10" ${WHITE_FILL}/>`)
    .join("");
  return `<path d="${ring}" ${WHITE_LINE} stroke-dasharray="4 6"/><path d="${spokes}" ${WHITE_LINE}/>${dots}<circle cx="${centre.x}" cy="${centre.y}" r="44" fill="${accent}" fill-opacity=".18"/><circle cx="${centre.x}" cy="${centre.y}" r="26" fill="${accent}"/>`;
};

/** Stacked ledger sheets with one highlighted row. */
const erp: Motif = (random, { accent }) => {
  const highlighted = 1 + Math.floor(random() * 4);
  const sheets = [0, 1, 2].map((layer) => {
    const x = 320 + layer * 36;
    const y = 60 + layer * 34;
    return `<rect x="${x}" y="${y}" width="250" height="190" rx="12" ${WHITE_FILL}/>`;
  });
  const rows = Array.from({ length: 5 }, (_, index) => {
    const y = 148 + index * 30;
    const width = round(90 + random() * 90);
    const fill = index === highlighted ? accent : "#fff";
    const opacity = index === highlighted ? "1" : ".35";
    return `<rect x="410" y="${y}" width="${width}" height="10" rx="5" fill="${fill}" fill-opacity="${opacity}"/><rect x="${round(420 + width)}" y="${y}" width="40" height="10" rx="5" fill="#fff" fill-opacity=".2"/>`;
  });
  return sheets.join("") + rows.join("");
};

/** A sensor sending signal arcs to small connected devices. */
const iot: Motif = (random, { accent }) => {
  const source = { x: 400, y: 230 };
  const arcs = [50, 90, 130, 170]
    .map(
      (radius) =>
        `<path d="M${source.x - radius * 0.7} ${round(source.y - radius * 0.7)}A${radius} ${radius} 0 0 1 ${source.x + radius * 0.7} ${round(source.y - radius * 0.7)}" ${WHITE_LINE}/>`,
    )
    .join("");
  const devices = Array.from({ length: 4 }, (_, index) => {
    const x = round(470 + index * 36 + random() * 12);
    const y = round(90 + random() * 200);
    return `<rect x="${x}" y="${y}" width="26" height="26" rx="6" ${WHITE_FILL}/><circle cx="${x + 13}" cy="${y + 13}" r="4" fill="${accent}"/>`;
  }).join("");
  return `${arcs}<circle cx="${source.x}" cy="${source.y}" r="20" fill="${accent}"/><circle cx="${source.x}" cy="${source.y}" r="34" fill="none" stroke="${accent}" stroke-opacity=".5" stroke-width="2"/>${devices}`;
};

/** Layered editor panels with lines of code. */
const engineering: Motif = (random, { accent }) => {
  const panels = [0, 1]
    .map(
      (layer) =>
        `<rect x="${330 + layer * 50}" y="${70 + layer * 44}" width="240" height="170" rx="12" ${WHITE_FILL}/>`,
    )
    .join("");
  const lines = Array.from({ length: 6 }, (_, index) => {
    const indent = [0, 16, 32, 16, 32, 0][index] ?? 0;
    const width = round(50 + random() * 110);
    const colour = index === 2 ? accent : "#fff";
    const opacity = index === 2 ? "1" : ".4";
    return `<rect x="${404 + indent}" y="${142 + index * 22}" width="${width}" height="8" rx="4" fill="${colour}" fill-opacity="${opacity}"/>`;
  }).join("");
  const brackets = `<path d="M352 100l-14 14 14 14M376 100l14 14-14 14" stroke="${accent}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  return panels + lines + brackets;
};

/** A shield inside rings: protection in layers. */
const security: Motif = (random, { accent }) => {
  const centre = { x: 450, y: 180 };
  const rings = [70, 110, 150]
    .map(
      (radius, index) =>
        `<circle cx="${centre.x}" cy="${centre.y}" r="${radius}" ${WHITE_LINE} stroke-dasharray="${index === 1 ? "3 7" : "none"}"/>`,
    )
    .join("");
  const marks = Array.from({ length: 5 }, () => {
    const angle = random() * Math.PI * 2;
    return `<circle cx="${round(centre.x + Math.cos(angle) * 150)}" cy="${round(centre.y + Math.sin(angle) * 150)}" r="6" fill="#fff" fill-opacity=".6"/>`;
  }).join("");
  const shield = `<path d="M450 118l52 20v40c0 34-22 58-52 70-30-12-52-36-52-70v-40z" fill="${accent}"/><path d="M428 184l16 16 30-32" stroke="#0b1f3a" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  return rings + marks + shield;
};

/** A pulse line running into a dashboard of small figures. */
const health: Motif = (random, { accent }) => {
  const baseline = 200;
  const spike = round(70 + random() * 30);
  const pulse = `M0 ${baseline}H330l18-40 24 ${spike + 40}l26-${spike + 80} 20 ${spike}l14-20H640`;
  const tiles = Array.from({ length: 3 }, (_, index) => {
    const x = 330 + index * 96;
    const height = round(20 + random() * 40);
    return `<rect x="${x}" y="260" width="80" height="70" rx="10" ${WHITE_FILL}/><rect x="${x + 14}" y="${316 - height}" width="12" height="${height}" rx="3" fill="#fff" fill-opacity=".5"/><rect x="${x + 34}" y="${316 - height * 0.6}" width="12" height="${round(height * 0.6)}" rx="3" fill="${accent}"/>`;
  }).join("");
  const cross = `<circle cx="540" cy="96" r="34" fill="#fff" fill-opacity=".12"/><path d="M540 78v36M522 96h36" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>`;
  return `<path d="${pulse}" stroke="${accent}" stroke-width="4" fill="none" stroke-linejoin="round"/>${tiles}${cross}`;
};

const motifs: Record<BlogTopicKey, Motif> = {
  strategy,
  ai,
  erp,
  iot,
  engineering,
  security,
  health,
};

/** The complete SVG document of an article's cover. */
export function blogCoverSvg(articleId: string): string {
  const key = blogTopicKeyOf(articleId);
  const topic = blogTopics[key];
  const random = seededRandom(articleId);
  const glow = { x: round(380 + random() * 180), y: round(100 + random() * 160) };
  const slant = round(-40 + random() * 80);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BLOG_COVER_WIDTH} ${BLOG_COVER_HEIGHT}" width="${BLOG_COVER_WIDTH}" height="${BLOG_COVER_HEIGHT}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${topic.from}"/><stop offset="1" stop-color="${topic.to}"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="${topic.accent}" stop-opacity=".32"/><stop offset="1" stop-color="${topic.accent}" stop-opacity="0"/></radialGradient><pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="#fff" fill-opacity=".14"/></pattern></defs><rect width="${BLOG_COVER_WIDTH}" height="${BLOG_COVER_HEIGHT}" fill="url(#bg)"/><rect width="${BLOG_COVER_WIDTH}" height="${BLOG_COVER_HEIGHT}" fill="url(#dots)"/><circle cx="${glow.x}" cy="${glow.y}" r="230" fill="url(#glow)"/><path d="M-20 ${300 + slant}L260 ${40 - slant}M-20 ${360 + slant}L300 ${60 - slant}" stroke="#fff" stroke-opacity=".08" stroke-width="28"/>${motifs[key](random, topic)}</svg>`;
}
