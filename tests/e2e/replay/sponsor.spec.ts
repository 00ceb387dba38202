import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { LegalRepresentative, Profile } from '@/contract/profile';
import { sponsorMachine } from '@/machines/profile/sponsor.machine';
import { acceptCookiePolicy, openSignedIn } from '../support/session';
import { skipWelcome } from '../support/welcome';
import { rewriteAnswer } from '../support/routes';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The sponsor machine's generated paths replayed on /profile/sponsor. Each input is a demo
 * account (minor: Pedro, 15, shown without a guardian; adult: adulto, 19; registered:
 * aluna.aprovacao). The save is held at the network and answered with the path's own outcome;
 * nothing is stored, so the replay leaves the server as it found it.
 */

interface PageState {
  held: Route[];
  /** The guardian the profile shows once a save (or a 409) says one exists. */
  guardian: LegalRepresentative | null;
}
const pages = new WeakMap<Page, PageState>();
const stateOf = (page: Page) => pages.get(page)!;

const MARTA: LegalRepresentative = {
  userName: 'mae.souza',
  firstName: 'Marta',
  lastName: 'Souza',
  cpf: '52998224725',
  phoneDdd: '11',
  phoneNumber: '987651234',
  email: 'marta@example.com',
  acceptImageStudentTerms: true,
};

async function open(tools: ScreenTools, email: string, { hideGuardian }: { hideGuardian: boolean }) {
  const { page, context } = tools;
  pages.set(page, { held: [], guardian: null });
  await page.route('**/records/api/account/first-access', (route) => route.fulfill({ json: { messageKey: 'status:default.success' } }));
  await page.route('**/records/api/account/legal-representative', (route) => void stateOf(page).held.push(route));
  if (hideGuardian) {
    await page.route('**/records/api/user/profile', (route) => rewriteAnswer(page, route, (profile) => ({ ...profile, legalRepresentative: stateOf(page).guardian })));
  }
  await acceptCookiePolicy(context);
  await openSignedIn(page, email, '/profile/sponsor');
  await skipWelcome(page);
}

async function nextHeld(page: Page): Promise<Route> {
  await expect.poll(() => stateOf(page).held.length).toBeGreaterThan(0);
  return stateOf(page).held.shift()!;
}

const form = ({ page }: ScreenTools) => page.getByTestId('sponsor-form');
const LABELS: Record<string, RegExp> = {
  userName: /^Nome de usuário do responsável\*?$/,
  firstName: /^Nome\*?$/,
  lastName: /^Sobrenome\*?$/,
  cpf: /^CPF\*?$/,
  whatsapp: /^WhatsApp\*?$/,
  email: /^E-mail do responsável\*?$/,
};

const gestures = {
  'sponsor.change': async (tools, event) => {
    for (const [name, value] of Object.entries((event as unknown as { change: Record<string, unknown> }).change)) {
      if (name === 'acceptImageStudentTerms') await form(tools).getByRole('checkbox').setChecked(value === true);
      else if (LABELS[name]) await form(tools).getByLabel(LABELS[name]).fill(String(value));
    }
  },
  'sponsor.submit': async (tools) => {
    const submit = form(tools).getByRole('button', { name: 'Cadastrar responsável' });
    // Without the terms the button waits; the form stays as it is, as the machine's editing state (docs/product/profile.md, Rules).
    if (await submit.isEnabled()) await submit.click();
  },
  'sponsor.confirm': async ({ page }) => page.getByRole('alertdialog').getByRole('button', { name: 'Cadastrar', exact: true }).click(),
  'sponsor.cancel': async ({ page }) => page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click(),
} satisfies GestureTable<typeof sponsorMachine>;

async function saveDone({ page }: ScreenTools, event: AnyEventObject) {
  const output = (event as unknown as { output: Profile }).output;
  stateOf(page).guardian = output.legalRepresentative;
  await (await nextHeld(page)).fulfill({ status: 201, json: output });
}

/** An ApiError sample becomes the error body (docs/product/shell.md, Errors) the server would send; anything else a network failure. */
async function saveFails({ page }: ScreenTools, event: AnyEventObject) {
  const route = await nextHeld(page);
  const problem = (event as unknown as { error: { problem?: { status: number; fieldErrors: { field: string; messageKey: string }[]; requestErrors: string[] } } }).error.problem;
  if (!problem) return route.abort('failed');
  if (problem.status === 409) stateOf(page).guardian = MARTA;
  const body = [
    ...problem.fieldErrors.map(({ field, messageKey }) => ({ field, code: messageKey.split('.').pop(), messageKey })),
    ...problem.requestErrors.map((messageKey) => ({ code: messageKey.split('.').pop(), messageKey })),
  ];
  return route.fulfill({ status: problem.status, json: body });
}

test.setTimeout(60_000);

await replayOnScreen({
  machine: sponsorMachine,
  replay: replays.sponsor,
  start: {
    minor: (tools) => open(tools, 'aluno@example.com', { hideGuardian: true }),
    adult: (tools) => open(tools, 'adulto@example.com', { hideGuardian: false }),
    registered: (tools) => open(tools, 'aluna.aprovacao@example.com', { hideGuardian: false }),
  },
  gestures,
  outcomes: { saveLegalRepresentative: { done: saveDone, error: saveFails } },
  screens: {
    editing: async (tools) => {
      await expect(form(tools)).toBeVisible();
      await expect(tools.page.getByRole('alertdialog')).toHaveCount(0);
      await expect(form(tools).getByRole('button', { name: 'Cadastrar responsável' })).toBeVisible();
    },
    confirming: async ({ page }) => {
      await expect(page.getByRole('alertdialog', { name: 'Cadastrar responsável' })).toBeVisible();
    },
    saving: async (tools) => {
      await expect(form(tools).getByRole('button', { name: 'Cadastrando…' })).toBeDisabled();
    },
    locked: async ({ page }) => {
      await expect(page.getByTestId('sponsor-locked')).toBeVisible();
      await expect(page.getByTestId('sponsor-form')).toHaveCount(0);
    },
    adult: async ({ page }) => {
      await expect(page.getByTestId('sponsor-adult')).toContainText('Você não precisa de um responsável');
      await expect(page.getByTestId('sponsor-form')).toHaveCount(0);
    },
  },
});
