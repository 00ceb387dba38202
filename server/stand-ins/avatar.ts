import { readFileSync } from 'node:fs';
import type { Context } from 'hono';
import { fail } from '../http/errors';
import { markup, type Markup } from '../http/html';
import type { EndpointGroup } from '../http/types';
import { drawAvatar, HAIR_COLOURS, HAIR_STYLES, lookFromDigits, lookFromId, SHIRT_COLOURS, SKIN_TONES, type AvatarLook, type Choice } from './avatar-look';

/**
 * A local stand-in of the 3D avatar service (dev and test only; absent in production):
 * - GET /stand-ins/avatar/pt-BR/avatar: the editor page (the real one's path, with its language) the SPA embeds in an iframe. It speaks the real
 *   editor's frame protocol (avatar-editor.js) and lets a person pick a skin tone, a hair style and
 *   colour and a shirt colour, then export the avatar;
 * - GET /stand-ins/avatar/models/{id}.glb: the exported avatar (the url of 'v1.avatar.exported');
 * - POST /stand-ins/avatar/render: the render API ({model, scene, armature, blendShapes} →
 *   {renders: [url]});
 * - GET /stand-ins/avatar/renders/{id}.svg: the rendered image (a full-body portrait of the look).
 */
export const AVATAR_STAND_IN = '/stand-ins/avatar';

const editorScript = readFileSync(new URL('./avatar-editor.js', import.meta.url), 'utf8');

/** The editor is made to be framed by the product's pages, and by no one else. */
const FRAMED_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self'; connect-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
  'Cache-Control': 'no-store',
};

function choiceGroup(name: keyof AvatarLook, legend: string, choices: readonly Choice[], swatches: boolean): Markup {
  const swatch = (choice: Choice) => (swatches ? markup`<span class="swatch" style="background:${choice.value}" aria-hidden="true"></span>` : '');
  const options = choices.map(
    (choice, index) =>
      markup`<label class="option"><input type="radio" name="${name}" value="${index}"${index === 0 ? markup` checked` : ''}>${swatch(choice)}<span>${choice.label}</span></label>`,
  );
  return markup`<fieldset><legend>${legend}</legend><div class="options">${options}</div></fieldset>`;
}

function editorPage(): Markup {
  return markup`<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Editor de avatar</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 16px; background: #faf7ff; color: #1e1433; }
  @media (prefers-color-scheme: dark) { body { background: #17102a; color: #f4f0ff; } .option { background: #241a3d !important; border-color: #4b3a78 !important; } }
  main { display: grid; gap: 16px; max-width: 860px; margin: 0 auto; }
  @media (min-width: 600px) { main { grid-template-columns: 220px 1fr; align-items: start; } }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  .preview { display: grid; place-items: center; border-radius: 16px; background: linear-gradient(160deg, #ede4ff, #fbe4f7); padding: 8px; }
  .preview img { width: 160px; height: 256px; }
  fieldset { border: none; margin: 0 0 12px; padding: 0; }
  legend { font-weight: 700; margin-bottom: 6px; }
  .options { display: flex; flex-wrap: wrap; gap: 8px; }
  .option { display: inline-flex; align-items: center; gap: 6px; min-height: 40px; padding: 0 12px; border-radius: 999px; border: 1px solid #c9b8ef; background: #fff; cursor: pointer; }
  .option:has(input:checked) { border-color: #6d28d9; box-shadow: 0 0 0 2px #6d28d9; }
  .option input { width: 18px; height: 18px; margin: 0; accent-color: #6d28d9; }
  .option input:focus-visible { outline: 3px solid #c026d3; outline-offset: 2px; }
  .swatch { width: 18px; height: 18px; border-radius: 50%; border: 1px solid rgba(0,0,0,.35); }
  button { min-height: 44px; padding: 0 20px; border: none; border-radius: 999px; background: #6d28d9; color: #fff; font-weight: 700; font-size: 1rem; cursor: pointer; }
  button:focus-visible { outline: 3px solid #c026d3; outline-offset: 2px; }
  .status { min-height: 1.5em; margin: 8px 0 0; }
</style>
</head>
<body>
<main>
  <div class="preview"><img id="preview" src="${AVATAR_STAND_IN}/previews/0000.svg" alt="Prévia do avatar"></div>
  <form id="editor" data-preview="${AVATAR_STAND_IN}/previews/" data-models="${AVATAR_STAND_IN}/models/">
    <h1>Monte seu avatar</h1>
    ${choiceGroup('skin', 'Tom de pele', SKIN_TONES, true)}
    ${choiceGroup('hairStyle', 'Cabelo', HAIR_STYLES, false)}
    ${choiceGroup('hairColour', 'Cor do cabelo', HAIR_COLOURS, true)}
    ${choiceGroup('shirt', 'Cor da camiseta', SHIRT_COLOURS, true)}
    <button type="submit">Concluir avatar</button>
    <p id="status" class="status" role="status"></p>
  </form>
</main>
<script src="${AVATAR_STAND_IN}/editor.js"></script>
</body>
</html>`;
}

const svg = (c: Context, body: string) =>
  c.body(body, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' });

const badRender = (message: string) => fail.badRequest('badRequest', 'requestError:malformedBody', message);

/** The model id of an avatar url the editor exported (`…/models/{id}.glb`), or null. */
export function modelIdOf(model: unknown): string | null {
  if (typeof model !== 'string' || model.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(model);
  } catch {
    return null;
  }
  const match = new RegExp(`^${AVATAR_STAND_IN}/models/([^/]+)\\.glb$`).exec(url.pathname);
  return match && lookFromId(match[1]!) ? match[1]! : null;
}

export const avatarStandInRoutes: EndpointGroup = {
  name: 'avatar stand-in',
  register(app, { config }) {
    if (config.production) return;

    // The real editor's address carries its language; this one speaks pt-BR only.
    app.get(`${AVATAR_STAND_IN}/pt-BR/avatar`, (c) => c.html(editorPage(), 200, FRAMED_HEADERS));
    app.get(`${AVATAR_STAND_IN}/editor.js`, (c) => c.body(editorScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }));

    app.get(`${AVATAR_STAND_IN}/previews/:file`, (c) => {
      const look = lookFromDigits(c.req.param('file').replace(/\.svg$/, ''));
      if (!look) return c.notFound();
      return svg(c, drawAvatar(look, 'Prévia do avatar'));
    });

    // The real service answers a binary glTF; the stand-in's model is a small description of the look.
    app.get(`${AVATAR_STAND_IN}/models/:file`, (c) => {
      const id = c.req.param('file').replace(/\.glb$/, '');
      const look = lookFromId(id);
      if (!look) return c.notFound();
      return c.json({ asset: { version: '2.0', generator: 'Arena Escolar avatar stand-in' }, avatarId: id, look }, 200, { 'Content-Type': 'model/gltf+json' });
    });

    app.post(`${AVATAR_STAND_IN}/render`, async (c) => {
      let body: Record<string, unknown>;
      try {
        body = (await c.req.json()) as Record<string, unknown>;
      } catch {
        throw badRender('The body must be JSON.');
      }
      if (!body || typeof body !== 'object') throw badRender('The body must be a JSON object.');
      const id = modelIdOf(body.model);
      if (!id) throw badRender('model must be the url of an exported avatar.');
      if (typeof body.scene !== 'string' || body.scene.length === 0) throw badRender('scene is required.');
      if (body.armature !== undefined && typeof body.armature !== 'string') throw badRender('armature must be text.');
      if (body.blendShapes !== undefined && (typeof body.blendShapes !== 'object' || body.blendShapes === null)) throw badRender('blendShapes must be an object.');
      return c.json({ renders: [`${config.publicOrigin}${AVATAR_STAND_IN}/renders/${id}.svg`] });
    });

    app.get(`${AVATAR_STAND_IN}/renders/:file`, (c) => {
      const look = lookFromId(c.req.param('file').replace(/\.svg$/, ''));
      if (!look) return c.notFound();
      return svg(c, drawAvatar(look, 'Avatar'));
    });
  },
};
