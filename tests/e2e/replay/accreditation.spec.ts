import { expect, test, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { accreditationMachine } from '@/machines/school/accreditation.machine';
import { acceptCookiePolicy, openSignedIn } from '../support/session';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The accreditation machine's generated paths replayed on /school-authorize as the demo director.
 * The INEP lookup and the request are held at the network and answered with the path's own
 * outcomes (the sample schools, refusals and failures of the path suite).
 */

const pending = new WeakMap<ScreenTools['page'], Route[]>();

async function hold({ page }: ScreenTools, pattern: string) {
  await page.route(pattern, (route) => {
    const queue = pending.get(page) ?? [];
    queue.push(route);
    pending.set(page, queue);
  });
}

async function nextHeld({ page }: ScreenTools): Promise<Route> {
  await expect.poll(() => pending.get(page)?.length ?? 0).toBeGreaterThan(0);
  return pending.get(page)!.shift()!;
}

async function answerDone(tools: ScreenTools, event: AnyEventObject, status: number) {
  await (await nextHeld(tools)).fulfill({ status, json: (event as unknown as { output: unknown }).output });
}

/** An ApiError sample becomes the error body (docs/product/shell.md, Errors) the server would send; anything else a network failure. */
async function answerError(tools: ScreenTools, event: AnyEventObject) {
  const route = await nextHeld(tools);
  const problem = (event as unknown as { error: { problem?: { status: number; fieldErrors: { field: string; messageKey: string }[]; requestErrors: string[] } } }).error.problem;
  if (!problem) return route.abort('failed');
  const body = [
    ...problem.fieldErrors.map(({ field, messageKey }) => ({ field, code: messageKey.split('.').pop(), messageKey })),
    ...problem.requestErrors.map((messageKey) => ({ code: messageKey.split('.').pop(), messageKey })),
  ];
  return route.fulfill({ status: problem.status, json: body });
}

const lookup = ({ page }: ScreenTools) => page.getByTestId('accreditation-lookup');
const form = ({ page }: ScreenTools) => page.getByTestId('accreditation-form');
const inep = (tools: ScreenTools) => lookup(tools).getByLabel(/^Código INEP da escola\*?$/);
const field = (tools: ScreenTools, label: RegExp) => form(tools).getByLabel(label);

const LABELS: Record<string, RegExp> = {
  firstName: /^Nome\*?$/,
  lastName: /^Sobrenome\*?$/,
  rg: /^RG\*?$/,
  cpf: /^CPF\*?$/,
  whatsapp: /^WhatsApp\*?$/,
  personalEmail: /^E-mail pessoal\*?$/,
  schoolEmail: /^E-mail da escola\*?$/,
  schoolPhone: /^Telefone da escola\*?$/,
  address: /^Endereço da escola\*?$/,
  cep: /^CEP\*?$/,
};

const gestures = {
  'accreditation.inepChange': async (tools, event) => inep(tools).fill((event as unknown as { inep: string }).inep),
  'accreditation.lookup': async (tools) => lookup(tools).getByRole('button', { name: 'Buscar escola' }).click(),
  'accreditation.change': async (tools, event) => {
    for (const [name, value] of Object.entries((event as unknown as { change: Record<string, unknown> }).change)) {
      if (name === 'acceptTerms') await form(tools).getByRole('checkbox').setChecked(value === true);
      else if (LABELS[name]) await field(tools, LABELS[name]).fill(String(value));
    }
  },
  'accreditation.submit': async (tools) => {
    const submit = form(tools).getByRole('button', { name: 'Enviar pedido' });
    // Without the terms the button waits; the form stays as it is, as the machine's form state (docs/product/school.md, Rules).
    if (await submit.isEnabled()) await submit.click();
  },
  'accreditation.confirm': async ({ page }) => page.getByRole('alertdialog').getByRole('button', { name: 'Enviar', exact: true }).click(),
  'accreditation.cancel': async ({ page }) => page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click(),
  'accreditation.back': async (tools) => form(tools).getByRole('button', { name: 'Trocar de escola' }).click(),
  'accreditation.restart': async ({ page }) => page.getByRole('button', { name: 'Credenciar outra escola' }).click(),
} satisfies GestureTable<typeof accreditationMachine>;

test.setTimeout(60_000);

await replayOnScreen({
  machine: accreditationMachine,
  replay: replays.accreditation,
  start: {
    director: async (tools) => {
      await acceptCookiePolicy(tools.context);
      await hold(tools, '**/public/schools/inep-code/*');
      await hold(tools, '**/public/schools/authorize');
      await openSignedIn(tools.page, 'diretor@example.com', '/school-authorize');
    },
  },
  gestures,
  outcomes: {
    findSchool: { done: (tools, event) => answerDone(tools, event, 200), error: answerError },
    requestAccreditation: { done: (tools, event) => answerDone(tools, event, 202), error: answerError },
  },
  screens: {
    lookup: async (tools) => {
      await expect(lookup(tools)).toBeVisible();
      await expect(lookup(tools).getByRole('button', { name: 'Buscar escola' })).toBeEnabled();
    },
    searching: async (tools) => {
      await expect(lookup(tools).getByRole('button', { name: 'Buscando…' })).toBeDisabled();
    },
    form: async (tools) => {
      await expect(form(tools)).toBeVisible();
      await expect(tools.page.getByRole('alertdialog')).toHaveCount(0);
      await expect(tools.page.getByText('Etapa 2 de 2')).toBeVisible();
    },
    confirming: async ({ page }) => {
      await expect(page.getByRole('alertdialog', { name: 'Enviar pedido de credenciamento' })).toBeVisible();
    },
    submitting: async (tools) => {
      await expect(form(tools).getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    },
    done: async ({ page }) => {
      await expect(page.getByTestId('accreditation-done')).toContainText('Falta confirmar pelo e-mail da escola');
      await expect(page.getByTestId('accreditation-done')).toContainText('se•••@escolas.example');
    },
    withoutEmail: async ({ page }) => {
      await expect(page.getByTestId('accreditation-without-email')).toContainText('A escola não tem e-mail oficial no cadastro');
    },
    inProgress: async ({ page }) => {
      await expect(page.getByTestId('accreditation-in-progress')).toContainText('Credenciamento já em andamento');
    },
    accredited: async ({ page }) => {
      await expect(page.getByTestId('accreditation-accredited')).toContainText('Escola já credenciada');
    },
  },
});
