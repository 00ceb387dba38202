/**
 * The demo tournaments' pictures (desktop banner, mobile banner, award), drawn as SVG per game so
 * the reference backend needs no image host. Served at /media/tournaments/{GAME}/{kind}.svg.
 */

const PALETTES: Record<string, { from: string; to: string; accent: string; label: string }> = {
  FORTNITE: { from: '#3b0a6b', to: '#b3138f', accent: '#ffd23f', label: 'Fortnite' },
  ROCKET_LEAGUE: { from: '#0b2a6b', to: '#1f8fff', accent: '#ff7a18', label: 'Rocket League' },
  LEAGUE_OF_LEGENDS: { from: '#0a1f2e', to: '#1b6f7a', accent: '#d4a93c', label: 'League of Legends' },
  COUNTER_STRIKE: { from: '#2b2118', to: '#8a5a1c', accent: '#f2c14e', label: 'Counter-Strike' },
  FREE_FIRE: { from: '#4a0d0d', to: '#e2521d', accent: '#ffe066', label: 'Free Fire' },
  DEFAULT: { from: '#2a0a4a', to: '#7b2cbf', accent: '#f72585', label: 'Arena Escolar' },
};

const SIZES = { desktop: [1280, 400], mobile: [640, 640], award: [480, 480] } as const;
type Kind = keyof typeof SIZES;

const cache = new Map<string, string>();

function draw(game: string, kind: Kind): string {
  const p = PALETTES[game]!;
  const [w, h] = SIZES[kind];
  const title = kind === 'award' ? 'Premiação' : p.label;
  const shapes =
    kind === 'award'
      ? `<path d="M${w / 2 - 90} 120h180v60a90 90 0 0 1-180 0z" fill="${p.accent}"/><rect x="${w / 2 - 20}" y="260" width="40" height="70" fill="${p.accent}"/><rect x="${w / 2 - 80}" y="330" width="160" height="30" rx="6" fill="${p.accent}"/>`
      : Array.from({ length: 7 }, (_, i) => `<circle cx="${((i * 173) % w) + 40}" cy="${((i * 97) % h) + 30}" r="${18 + ((i * 23) % 60)}" fill="${p.accent}" opacity="${0.08 + (i % 3) * 0.06}"/>`).join('');
  const fontSize = kind === 'desktop' ? 72 : 56;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${title}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes}
<text x="${w / 2}" y="${kind === 'award' ? h - 40 : h / 2 + fontSize / 3}" text-anchor="middle" font-family="Verdana, sans-serif" font-weight="700" font-size="${kind === 'award' ? 40 : fontSize}" fill="#ffffff">${title}</text>
</svg>`;
}

/** The SVG for `game` and `file` (desktop.svg, mobile.svg, award.svg), or undefined when unknown. */
export function tournamentArt(game: string, file: string): string | undefined {
  const kind = file.replace(/\.svg$/, '') as Kind;
  if (!Object.hasOwn(PALETTES, game) || !file.endsWith('.svg') || !Object.hasOwn(SIZES, kind)) return undefined;
  const key = `${game}/${kind}`;
  let svg = cache.get(key);
  if (!svg) {
    svg = draw(game, kind);
    cache.set(key, svg);
  }
  return svg;
}
