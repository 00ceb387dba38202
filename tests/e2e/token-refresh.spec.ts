import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Request } from '@playwright/test';
import { signIn } from './support/session';

// A second reference server on the same build, whose access tokens live 4 seconds.
const port = Number(process.env.E2E_SHORT_TOKEN_PORT ?? 4183);
const base = `http://localhost:${port}`;
const TTL_S = 4;
/** The APIs accept a token up to 2 s past its expiry (clock tolerance, server/http/auth.ts). */
const SERVER_TOLERANCE_S = 2;
let server: ChildProcess;

test.beforeAll(async () => {
  // The hook's budget is the wait below: beside two busy shards, the server may take half a minute to answer.
  test.setTimeout(90_000);
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), E2E: '1', ACCESS_TOKEN_TTL_S: String(TTL_S) },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${base}/`).catch(() => undefined))?.status, { timeout: 60_000 })
    .toBe(200);
});
test.afterAll(() => {
  server?.kill();
});

const isRefresh = (request: Request) =>
  request.url().endsWith('/openid-connect/token') && (request.postData() ?? '').includes('grant_type=refresh_token');

test('the app keeps working across token expiry with exactly one refresh per expiry', async ({ page }) => {
  test.setTimeout(60_000);
  const refreshes: Request[] = [];
  page.on('request', (request) => isRefresh(request) && refreshes.push(request));

  await signIn(page, 'aluna.vip@example.com', undefined, base);
  expect(refreshes).toHaveLength(0);

  for (const expected of [1, 2]) {
    await page.waitForTimeout((TTL_S + 1) * 1000);
    await page.reload();
    await expect(page.getByTestId('greeting')).toHaveText('Olá, Júlia!');
    await expect(page).toHaveURL(`${base}/home`);
    expect(refreshes).toHaveLength(expected);
  }
});

test('a request that meets an expired token is retried once after a single refresh', async ({ page }) => {
  test.setTimeout(60_000);
  const refreshes: Request[] = [];
  const firstAccessCalls: number[] = [];
  page.on('request', (request) => isRefresh(request) && refreshes.push(request));
  page.on('response', (response) => {
    if (response.url().endsWith('/records/api/account/first-access')) firstAccessCalls.push(response.status());
  });

  await signIn(page, 'aluno@example.com', undefined, base);
  // The welcome onboarding's own buttons: /home's banner carousel has a "Próximo" too.
  const welcome = page.getByRole('dialog');
  await welcome.getByRole('button', { name: 'Próximo' }).click();
  await page.waitForTimeout((TTL_S + SERVER_TOLERANCE_S + 2) * 1000); // the token expires while the student reads
  await welcome.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  expect(firstAccessCalls[0]).toBe(401);
  expect(firstAccessCalls.slice(1).every((status) => status < 300)).toBe(true);
  expect(firstAccessCalls).toHaveLength(2);
  // One refresh for the expired token, one because first access asks for fresh claims (docs/product/session.md, API).
  await expect.poll(() => refreshes.length).toBe(2);
});
