// Avatar benchmark (part of `npm run bench`): loopback only, bounded runs, embedded database
// (PGlite, data folder). It prints requests/s and p99 latency of what an avatar costs the
// reference backend: the stand-in's render (POST /stand-ins/avatar/render, then the image it
// points to) and PATCH /records/api/account/avatar, each student saving avatars over and over
// (the first save of each also grants the create-avatar mission). The first-load JavaScript of
// /profile/avatar is in the bundle benchmark (bench-bundle.mjs, budget 150 KB gzip).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, load, runCleanups, signIn } from './bench-server.mjs';
import { startServer } from './local-server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const STUDENTS = ['jogador1', 'jogador2', 'jogador3', 'jogador4', 'jogador5', 'jogador6'].map((name) => `${name}@example.com`);
const json = { 'content-type': 'application/json' };
const modelUrl = (origin, i) => `${origin}/stand-ins/avatar/models/${i % 4}${(i >> 2) % 4}${(i >> 4) % 4}${(i >> 6) % 6}-${(i % 0xffffffffffff).toString(16).padStart(12, '0')}.glb`;
const renderBody = (model) => JSON.stringify({ model, scene: 'fullbody-portrait-v1-transparent', armature: 'ArmatureTargetMale', blendShapes: { Wolf3D_Head: { mouthSmile: 0.2 } } });

let exitCode = 0;
const dataDir = mkdtempSync(join(tmpdir(), 'plataforma-bench-avatar-'));
try {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    const { origin } = server;
    const tokens = [];
    for (const email of STUDENTS) tokens.push((await signIn(origin, email)).access_token);
    const counters = Array(CONNECTIONS).fill(0);
    const runs = {};
    runs['render + image'] = await load(CONNECTIONS, async (worker) => {
      counters[worker] += 1;
      const rendered = await call(origin, 'POST', '/stand-ins/avatar/render', json, renderBody(modelUrl(origin, worker * 7919 + counters[worker])));
      if (rendered.status !== 200) return false;
      const image = await call(origin, 'GET', new URL(JSON.parse(rendered.body).renders[0]).pathname);
      return image.status === 200;
    });
    runs['PATCH account/avatar'] = await load(CONNECTIONS, async (worker) => {
      counters[worker] += 1;
      const i = worker * 7919 + counters[worker];
      const model = modelUrl(origin, i);
      const body = JSON.stringify({ srcFullUrl: model, imageUrl: model.replace('/models/', '/renders/').replace(/\.glb$/, '.svg') });
      const saved = await call(origin, 'PATCH', '/records/api/account/avatar', { ...json, authorization: `Bearer ${tokens[worker % tokens.length]}` }, body);
      return saved.status === 200;
    });
    console.log(`Loopback, ${CONNECTIONS} connections, PGlite (embedded, data folder), ${STUDENTS.length} students`);
    for (const [name, run] of Object.entries(runs)) console.log(`  ${name.padEnd(21)}: ${run.rps} req/s, p99 ${run.p99} ms, ${run.requests} requests, ${run.errors} errors`);
  } finally {
    await server.stop();
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  runCleanups();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
