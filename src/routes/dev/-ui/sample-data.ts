/** Sample content for the design-system gallery (development only). */

/** Cover art drawn as an SVG data URL, so the gallery needs no network. */
export function artwork(seed: number, _label = ''): string {
  const hues = [268, 318, 248, 290, 330, 200];
  const hue = hues[seed % hues.length] ?? 268;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},80%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},85%,35%)"/></linearGradient></defs>
<rect width="480" height="300" fill="url(#g)"/>
<circle cx="${380 - (seed % 5) * 30}" cy="70" r="90" fill="rgba(255,255,255,0.12)"/>
<circle cx="${90 + (seed % 4) * 25}" cy="250" r="70" fill="rgba(255,255,255,0.10)"/>
<path d="M0 230 L120 170 L220 220 L330 140 L480 210 L480 300 L0 300Z" fill="rgba(20,6,48,0.35)"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const games = ['Fortnite', 'Rocket League', 'League of Legends', 'Counter-Strike', 'Free Fire'];

export interface SampleTournament {
  id: number;
  name: string;
  game: string;
  mode: string;
  startDate: string;
  status: 'NOT_SUBSCRIBED' | 'PENDING_DISCORD_SERVER_JOIN' | 'COMPLETED';
}

export const tournaments: SampleTournament[] = Array.from({ length: 50 }, (_, index) => ({
  id: index + 1,
  name: index % 3 === 0 ? `Copa Interescolar de ${games[index % games.length]} — Etapa ${index + 1}` : `Desafio ${index + 1}`,
  game: games[index % games.length] ?? 'Fortnite',
  mode: ['SOLO', 'SQUAD', 'SOLO_ROYALE', 'DUO'][index % 4] ?? 'SOLO',
  startDate: `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
  status: (['NOT_SUBSCRIBED', 'COMPLETED', 'PENDING_DISCORD_SERVER_JOIN'] as const)[index % 3] ?? 'NOT_SUBSCRIBED',
}));

export const cities = [
  'São Paulo', 'São Carlos', 'São José dos Campos', 'São Bernardo do Campo', 'São Luís', 'São Gonçalo', 'Santos',
  'Santo André', 'Salvador', 'Sorocaba', 'Belo Horizonte', 'Belém', 'Brasília', 'Curitiba', 'Campinas', 'Campo Grande',
  'Cuiabá', 'Florianópolis', 'Fortaleza', 'Goiânia', 'Itajaí', 'Jundiaí', 'João Pessoa', 'Londrina', 'Maceió',
  'Manaus', 'Maringá', 'Natal', 'Niterói', 'Óbidos', 'Osasco', 'Porto Alegre', 'Recife', 'Ribeirão Preto',
  'Rio de Janeiro', 'Teresina', 'Uberlândia', 'Vitória',
].map((name, index) => ({ id: index + 1, name }));

export type SampleCity = (typeof cities)[number];

export interface SampleRankingRow {
  rank: number;
  playId: string;
  level: number;
  mp: number;
}

export function rankingPage(page: number, size: number): SampleRankingRow[] {
  return Array.from({ length: size }, (_, offset) => {
    const rank = page * size + offset + 1;
    return { rank, playId: `jogador${rank}#${String(1000 + ((rank * 37) % 9000))}`, level: 1 + (rank % 40), mp: 9999 / rank };
  });
}

export const cutscene = [
  { speaker: 'lucas' as const, text: 'E aí! Eu sou o Lucas. Bora montar seu time para o torneio?' },
  { speaker: 'liz' as const, text: 'Oi, eu sou a Liz! Antes, precisamos vincular sua escola. É rapidinho.' },
  { speaker: 'lucas' as const, text: 'Depois disso é só chamar a galera e partir para a vitória!' },
];
