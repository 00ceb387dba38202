import { markup } from '../http/html';

/**
 * The looks the local avatar editor offers, and how one is written in a model id. A model id is
 * the four choices as digits (skin, hair style, hair colour, shirt colour) and a random suffix,
 * so every export is a new avatar, as with the real service.
 */
export interface Choice {
  label: string;
  value: string;
}

export const SKIN_TONES: readonly Choice[] = [
  { label: 'Clara', value: '#f6d3b3' },
  { label: 'Morena clara', value: '#d9a477' },
  { label: 'Morena', value: '#a86b43' },
  { label: 'Escura', value: '#6b4128' },
];

export const HAIR_STYLES: readonly Choice[] = [
  { label: 'Curto', value: 'short' },
  { label: 'Longo', value: 'long' },
  { label: 'Black power', value: 'afro' },
  { label: 'Raspado', value: 'shaved' },
];

export const HAIR_COLOURS: readonly Choice[] = [
  { label: 'Preto', value: '#1f1a17' },
  { label: 'Castanho', value: '#5a3825' },
  { label: 'Loiro', value: '#d8b04c' },
  { label: 'Roxo', value: '#7c3aed' },
];

export const SHIRT_COLOURS: readonly Choice[] = [
  { label: 'Roxo', value: '#6d28d9' },
  { label: 'Magenta', value: '#c026d3' },
  { label: 'Azul', value: '#2563eb' },
  { label: 'Verde', value: '#15803d' },
  { label: 'Laranja', value: '#ea580c' },
  { label: 'Preto', value: '#262626' },
];

export interface AvatarLook {
  skin: number;
  hairStyle: number;
  hairColour: number;
  shirt: number;
}

const MODEL_ID = /^(\d)(\d)(\d)(\d)-([0-9a-f]{12})$/;

/** The look a model id carries, or null when it is not one the editor made. */
export function lookFromId(id: string): AvatarLook | null {
  const match = MODEL_ID.exec(id);
  if (!match) return null;
  const [skin, hairStyle, hairColour, shirt] = match.slice(1, 5).map(Number) as [number, number, number, number];
  if (skin >= SKIN_TONES.length || hairStyle >= HAIR_STYLES.length || hairColour >= HAIR_COLOURS.length || shirt >= SHIRT_COLOURS.length) return null;
  return { skin, hairStyle, hairColour, shirt };
}

/** The look of a preview address (the four digits alone), or null. */
export function lookFromDigits(digits: string): AvatarLook | null {
  return /^\d{4}$/.test(digits) ? lookFromId(`${digits}-000000000000`) : null;
}

function hair(look: AvatarLook): string {
  const colour = HAIR_COLOURS[look.hairColour]!.value;
  switch (HAIR_STYLES[look.hairStyle]!.value) {
    case 'long':
      return `<path d="M58 70 Q60 28 100 26 Q140 28 142 70 L146 150 Q132 140 128 110 L128 72 Q100 58 72 72 L72 110 Q68 140 54 150 Z" fill="${colour}"/>`;
    case 'afro':
      return `<circle cx="100" cy="60" r="56" fill="${colour}"/>`;
    case 'shaved':
      return `<path d="M66 66 Q70 34 100 32 Q130 34 134 66 Q118 52 100 52 Q82 52 66 66 Z" fill="${colour}" opacity="0.55"/>`;
    default:
      return `<path d="M62 72 Q60 30 100 28 Q140 30 138 72 Q128 52 100 50 Q72 52 62 72 Z" fill="${colour}"/>`;
  }
}

/**
 * A full-body portrait of the look on a transparent background, smiling (the render request asks
 * for the mouth smile blend shape; docs/product/avatar.md, API): what the render endpoint answers with.
 */
export function drawAvatar(look: AvatarLook, title: string): string {
  const skin = SKIN_TONES[look.skin]!.value;
  const shirt = SHIRT_COLOURS[look.shirt]!.value;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 320" width="400" height="640" role="img">',
    markup`<title>${title}</title>`,
    // Back hair first, so a long style falls behind the face.
    look.hairStyle === 1 || look.hairStyle === 2 ? hair(look) : '',
    `<rect x="88" y="104" width="24" height="24" rx="6" fill="${skin}"/>`,
    `<path d="M46 196 Q46 130 100 124 Q154 130 154 196 L154 214 L46 214 Z" fill="${shirt}"/>`,
    `<rect x="30" y="140" width="20" height="76" rx="10" fill="${shirt}"/>`,
    `<rect x="150" y="140" width="20" height="76" rx="10" fill="${shirt}"/>`,
    `<circle cx="40" cy="224" r="10" fill="${skin}"/>`,
    `<circle cx="160" cy="224" r="10" fill="${skin}"/>`,
    '<rect x="56" y="212" width="40" height="84" rx="10" fill="#1e293b"/>',
    '<rect x="104" y="212" width="40" height="84" rx="10" fill="#1e293b"/>',
    '<rect x="50" y="292" width="50" height="16" rx="8" fill="#f8fafc" stroke="#334155" stroke-width="2"/>',
    '<rect x="100" y="292" width="50" height="16" rx="8" fill="#f8fafc" stroke="#334155" stroke-width="2"/>',
    `<ellipse cx="100" cy="74" rx="36" ry="40" fill="${skin}"/>`,
    look.hairStyle === 1 || look.hairStyle === 2 ? '' : hair(look),
    look.hairStyle === 1 || look.hairStyle === 2 ? `<path d="M66 58 Q100 30 134 58 Q120 48 100 48 Q80 48 66 58 Z" fill="${HAIR_COLOURS[look.hairColour]!.value}"/>` : '',
    '<circle cx="86" cy="74" r="4.5" fill="#1f1a17"/>',
    '<circle cx="114" cy="74" r="4.5" fill="#1f1a17"/>',
    '<path d="M84 92 Q100 106 116 92" fill="none" stroke="#7f1d1d" stroke-width="4" stroke-linecap="round"/>',
    '</svg>',
  ].join('');
}
