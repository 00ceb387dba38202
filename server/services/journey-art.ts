import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../config';

/**
 * The demo journeys' and banners' pictures, drawn as SVG so the reference backend needs no image
 * host: /media/journeys/{topic}/{kind}.svg for the four cover image types (docs/product/journeys.md, API), /media/banners/{n}.svg,
 * /media/avatars/{n}.svg for the ranking, and the banner videos (the public layout's clip).
 */

const TOPICS: Record<string, { from: string; to: string; accent: string; label: string; glyph: string }> = {
  logic: { from: '#2a0a4a', to: '#7b2cbf', accent: '#f72585', label: 'Raciocínio Lógico', glyph: '?!' },
  business: { from: '#3a1d00', to: '#c76b00', accent: '#ffd166', label: 'Empreendedorismo', glyph: '↗' },
  reading: { from: '#0b2545', to: '#13315c', accent: '#8da9c4', label: 'Interpretação de Texto', glyph: '¶' },
  fortnite: { from: '#3b0a6b', to: '#b3138f', accent: '#ffd23f', label: 'Fortnite Criativo', glyph: '[#]' },
  creators: { from: '#003d3d', to: '#00a6a6', accent: '#f9c80e', label: 'Criadores do Futuro', glyph: '+' },
  arts: { from: '#5a0f2e', to: '#d1495b', accent: '#edae49', label: 'Artes', glyph: '~' },
  engineering: { from: '#1b263b', to: '#415a77', accent: '#e0e1dd', label: 'Engenharia', glyph: '{ }' },
  science: { from: '#073b4c', to: '#118ab2', accent: '#06d6a0', label: 'Ciências', glyph: 'Lab' },
  technology: { from: '#10002b', to: '#5a189a', accent: '#c77dff', label: 'Tecnologia', glyph: '01' },
  math: { from: '#22223b', to: '#4a4e69', accent: '#f2e9e4', label: 'Matemática', glyph: 'π' },
  english: { from: '#03045e', to: '#0077b6', accent: '#ff006e', label: 'Play English', glyph: 'Aa' },
  html: { from: '#4a1300', to: '#e34c26', accent: '#ffffff', label: 'HTML/CSS', glyph: '</>' },
  javascript: { from: '#3d3200', to: '#c9a400', accent: '#ffffff', label: 'Javascript', glyph: 'JS' },
  node: { from: '#0f2a0f', to: '#3c873a', accent: '#ffffff', label: 'Node.JS', glyph: 'N' },
  react: { from: '#0a1a26', to: '#1c6e8c', accent: '#61dafb', label: 'React', glyph: '<R/>' },
  demo: { from: '#2d2d2d', to: '#6c6c6c', accent: '#f72585', label: 'Demonstração', glyph: '>' },
};

const KINDS = { 'desktop-cover': [1280, 400], 'mobile-cover': [640, 640], desktop: [600, 338], mobile: [400, 400] } as const;
type Kind = keyof typeof KINDS;

export const JOURNEY_TOPICS = Object.keys(TOPICS);

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function drawJourney(topic: string, kind: Kind): string {
  const p = TOPICS[topic]!;
  const [w, h] = KINDS[kind];
  const big = Math.round(Math.min(w, h) * 0.5);
  // The pages print the title beside the picture: the picture carries no words.
  const label = '';
  const circles = Array.from({ length: 6 }, (_, i) => `<circle cx="${((i * 211) % w) + 30}" cy="${((i * 131) % h) + 20}" r="${20 + ((i * 37) % 70)}" fill="${p.accent}" opacity="${0.07 + (i % 3) * 0.05}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escape(p.label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${circles}
<text x="${w * 0.78}" y="${h / 2 + big / 3}" text-anchor="middle" font-family="Verdana, sans-serif" font-weight="700" font-size="${big}" fill="${p.accent}" opacity="0.85">${escape(p.glyph)}</text>
${label ? `<text x="${w * 0.06}" y="${h - h * 0.12}" font-family="Verdana, sans-serif" font-weight="700" font-size="${Math.round(h * 0.09)}" fill="#ffffff" opacity="0.9">${escape(label)}</text>` : ''}
</svg>`;
}

const BANNER_COLOURS = [
  ['#2a0a4a', '#b3138f'],
  ['#03045e', '#0077b6'],
  ['#3a1d00', '#c76b00'],
  ['#073b4c', '#118ab2'],
  ['#5a0f2e', '#d1495b'],
] as const;

function drawBanner(index: number, kind: 'desktop' | 'mobile'): string {
  const [from, to] = BANNER_COLOURS[index % BANNER_COLOURS.length]!;
  const [w, h] = kind === 'desktop' ? [1280, 400] : [640, 800];
  const rings = Array.from({ length: 5 }, (_, i) => `<circle cx="${w * 0.8}" cy="${h * 0.45}" r="${40 + i * 45}" fill="none" stroke="#ffffff" stroke-width="6" opacity="${0.18 - i * 0.03}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${rings}</svg>`;
}

const AVATAR_COLOURS = ['#7b2cbf', '#f72585', '#118ab2', '#06d6a0', '#e34c26', '#c9a400', '#3c873a', '#d1495b'];

function drawAvatar(index: number): string {
  const colour = AVATAR_COLOURS[index % AVATAR_COLOURS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${colour}"/><circle cx="32" cy="25" r="11" fill="#ffffff" opacity="0.9"/><path d="M12 56a20 16 0 0 1 40 0z" fill="#ffffff" opacity="0.9"/></svg>`;
}

const cache = new Map<string, string>();
const cached = (key: string, draw: () => string) => {
  let svg = cache.get(key);
  if (!svg) {
    svg = draw();
    cache.set(key, svg);
  }
  return svg;
};

/** The SVG of a journey picture, or undefined when the topic or kind is unknown. */
export function journeyArt(topic: string, file: string): string | undefined {
  const kind = file.replace(/\.svg$/, '') as Kind;
  if (!Object.hasOwn(TOPICS, topic) || !file.endsWith('.svg') || !Object.hasOwn(KINDS, kind)) return undefined;
  return cached(`j/${topic}/${kind}`, () => drawJourney(topic, kind));
}

/** Banner stills: {n}-desktop.svg or {n}-mobile.svg. */
export function bannerArt(file: string): string | undefined {
  const match = /^(\d{1,2})-(desktop|mobile)\.svg$/.exec(file);
  if (!match) return undefined;
  return cached(`b/${file}`, () => drawBanner(Number(match[1]), match[2] as 'desktop' | 'mobile'));
}

/** Ranking avatars: {n}.svg for n 0 to 7. */
export function avatarArt(file: string): string | undefined {
  const match = /^([0-7])\.svg$/.exec(file);
  if (!match) return undefined;
  return cached(`a/${file}`, () => drawAvatar(Number(match[1])));
}

let video: Buffer | undefined;
/** The banner clip (landscape and portrait share the public layout's loop, cropped by the page). */
export function bannerVideo(): Buffer {
  video ??= readFileSync(join(projectRoot, 'src/ui/assets/hero.webm'));
  return video;
}

let still: Buffer | undefined;
/**
 * The clip's still: a frame of the same loop (the public layout's poster), so the picture a
 * student sees first is the one the video starts from. A photograph, as a real banner is: the
 * browser counts it as the page's largest paint, which it does not for a flat drawing.
 */
export function bannerStill(): Buffer {
  still ??= readFileSync(join(projectRoot, 'src/ui/assets/hero.jpg'));
  return still;
}
