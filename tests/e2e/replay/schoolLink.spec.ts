import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { SchoolLinkStatusResponse } from '@/contract/school';
import type { School } from '@/contract/school';
import type { LoadedLink } from '@/api/school/school-link-requests';
import type { DraftValues, GradesValues, LinkValues } from '@/domain/school/school-link-form';
import { schoolLinkMachine } from '@/machines/school/schoolLink.machine';
import { acceptCookiePolicy, addSession } from '../support/session';
import { rewriteAnswer } from '../support/routes';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The school-link wizard's generated paths replayed on /profile/my-clan. Each input is a demo
 * account whose profile is answered with the input's home city (São Paulo): minorStudent is
 * aluno.rascunho (14), sponsor is responsavel. The wizard's link status is held at the network
 * and answered with the path's own outcome, and so is every request of the wizard (INEP lookup,
 * search, the irreversible save, the guardian's authorisation, the grades, the token refresh that
 * follows), so nothing is stored and the replay leaves the demo accounts as it found them.
 *
 * The step bar's jumps (`schoolLink.goToStep`) are clicks on its links: the wizard accepts only the
 * jumps the bar offers (src/domain/school/wizard-steps), so the generated paths reach steps 2 to 4
 * through the steps' own buttons. A step out of range has no control on the screen; the screen
 * meets one when the wizard kept for a reload names a step it does not have, so that gesture
 * stores such a step and reloads the page.
 *
 * Left out (replays.schoolLink in ./replays.ts), and why: the token refresh of `finishing`
 * failing. The refresh the route provides never rejects (the session's refresh settles either way,
 * and a refused refresh signs the user out and goes to /login), so the screen cannot make that
 * actor fail.
 */

type HeldKind = 'linkStatus' | 'findSchoolByInep' | 'searchSchools' | 'saveLink' | 'authorizeGuardian' | 'sendGrades' | 'refreshSession';

interface PageState {
  held: Record<HeldKind, Route[]>;
  /** Whether the session of the document open now has read the link status (its one read, at start). */
  /** The link status the wizard was last answered with; later reads (after a refresh) get it at once. */
  status: SchoolLinkStatusResponse | null;
}
const pages = new WeakMap<Page, PageState>();
const stateOf = (page: Page) => pages.get(page)!;
const HOME_CITY = { id: 24001, name: 'São Paulo', state: { id: 24, name: 'São Paulo' } };

function hold(page: Page, kind: HeldKind) {
  return (route: Route) => void stateOf(page).held[kind].push(route);
}

async function open(tools: ScreenTools, email: string) {
  const { page, context } = tools;
  pages.set(page, {
    held: { linkStatus: [], findSchoolByInep: [], searchSchools: [], saveLink: [], authorizeGuardian: [], sendGrades: [], refreshSession: [] },
    status: null,
  });
  await acceptCookiePolicy(context);
  await addSession(context, email);
  await page.route('**/records/api/user/profile', (route) => rewriteAnswer(page, route, (profile) => ({ ...profile, city: HOME_CITY })));
  await page.route('**/educational/api/schools/draft', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    // No pending registration request in any sample of the suite.
    await route.fulfill({ json: [] });
  });
  // Until the path has said what the link status is, every read of it is held; once it has, every
  // read gets that answer.
  await page.route('**/educational/api/links/status', async (route) => {
    const state = stateOf(page);
    if (state.status) return route.fulfill({ json: state.status });
    state.held.linkStatus.push(route);
  });
  await page.route('**/educational/api/public/schools/inep-code/*', hold(page, 'findSchoolByInep'));
  await page.route((url) => url.pathname.endsWith('/educational/api/schools'), hold(page, 'searchSchools'));
  await page.route('**/educational/api/school-link', hold(page, 'saveLink'));
  await page.route('**/educational/api/schools/draft/link', hold(page, 'saveLink'));
  await page.route('**/educational/api/student/responsible-authorization', hold(page, 'authorizeGuardian'));
  await page.route('**/educational/api/student/grades/send', hold(page, 'sendGrades'));
  // The token refresh that follows the link (the sign-in above used the authorisation code).
  await page.route('**/protocol/openid-connect/token', (route) =>
    (route.request().postData() ?? '').includes('grant_type=refresh_token') ? void stateOf(page).held.refreshSession.push(route) : route.fallback(),
  );
  await page.goto('/profile/my-clan');
  await releaseSessionRead(page);
}

/**
 * A new document starts a new session, whose first read of the link status goes through to the
 * server: a private page renders only once the session has loaded the account, so that read always
 * comes before the wizard's, which stays held for the path.
 */
async function releaseSessionRead(page: Page) {
  if (!stateOf(page).status) await (await nextHeld(page, 'linkStatus')).fallback();
}

async function nextHeld(page: Page, kind: HeldKind): Promise<Route> {
  await expect.poll(() => stateOf(page).held[kind].length).toBeGreaterThan(0);
  return stateOf(page).held[kind].shift()!;
}

const wizard = ({ page }: ScreenTools) => page.getByTestId('school-link-wizard');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field of the wizard by its label; a required field's label ends with an asterisk. */
const field = (tools: ScreenTools, label: string) => wizard(tools).getByLabel(new RegExp(`^${escaped(label)}\\*?$`));
const dialog = ({ page }: ScreenTools) => page.getByRole('alertdialog');

const DRAFT_LABELS: Record<Exclude<keyof DraftValues, 'type'>, string> = {
  name: 'Nome da escola',
  address: 'Endereço',
  zipCode: 'CEP',
  phone: 'Telefone da escola (celular)',
  coordinatorName: 'Nome do coordenador ou diretor',
  inepCode: 'Código INEP (opcional)',
};
const SUBJECT_LABELS: Record<keyof GradesValues['grades'], string> = {
  portuguese: 'Português',
  mathematics: 'Matemática',
  history: 'História',
  geography: 'Geografia',
  science: 'Ciências',
  arts: 'Artes',
  physicalEducation: 'Educação física',
  foreignLanguage: 'Língua estrangeira',
};
const STEP_TITLES = ['Sua escola', 'Busca avançada', 'Resultados', 'Cadastrar escola'];
const STATE_NAMES: Record<string, string> = { '24': 'São Paulo' };

/** A wizard kept for a reload whose step the wizard does not have (an older version, a hand-edited value). */
async function storeStepOutOfRange({ page }: ScreenTools, step: number) {
  const key = async () => page.evaluate(() => Object.keys(sessionStorage).find((name) => name.startsWith('schoolLink:')) ?? null);
  await expect.poll(key).not.toBeNull();
  await page.evaluate(
    ({ name, step }) => {
      const stored = JSON.parse(sessionStorage.getItem(name)!) as { value: unknown };
      sessionStorage.setItem(name, JSON.stringify({ ...stored, value: { wizard: `step${step}` } }));
    },
    { name: (await key())!, step },
  );
  await page.reload();
  await releaseSessionRead(page);
}

const gestures = {
  'schoolLink.change': async (tools, event) => {
    const change = (event as unknown as { change: Partial<LinkValues> }).change;
    if (change.mode) await wizard(tools).getByRole('radio', { name: change.mode === 'inep' ? 'Pelo código INEP' : 'Por estado e cidade' }).check();
    if (change.stateId !== undefined) await field(tools, 'Estado').selectOption(change.stateId ? { label: STATE_NAMES[change.stateId]! } : { index: 0 });
    if (change.cityId && change.cityName) {
      const city = wizard(tools).getByRole('combobox', { name: 'Cidade' });
      await city.fill(change.cityName.slice(0, 5));
      await tools.page.getByRole('listbox').getByRole('option', { name: change.cityName, exact: true }).click();
    }
    if (change.educationLevel !== undefined) await field(tools, 'Nível de ensino').selectOption(change.educationLevel);
    if (change.inepCode !== undefined) await field(tools, 'Código INEP').fill(change.inepCode);
  },
  'schoolLink.clearSchool': async (tools) => {
    const remove = wizard(tools).getByRole('button', { name: 'Remover escola' });
    // With no school chosen there is nothing to remove, as the machine's clearSchool changes nothing then.
    if (await remove.isVisible()) await remove.click();
  },
  'schoolLink.lookupInep': async (tools) => {
    const lookup = wizard(tools).getByRole('button', { name: 'Buscar pelo INEP' });
    // In a search by state and city there is no INEP button: the machine only notes an error on a field the form does not show.
    if (await lookup.isVisible()) await lookup.click();
  },
  'schoolLink.openAdvanced': async (tools) => wizard(tools).getByRole('button', { name: 'Buscar minha escola' }).click(),
  'schoolLink.changeFilters': async (tools, event) => {
    const change = (event as unknown as { change: Record<string, string> }).change;
    if (change.type) await wizard(tools).getByRole('radio', { name: change.type === 'PUBLIC' ? 'Pública' : 'Privada' }).check();
    if (change.name !== undefined) await field(tools, 'Nome da escola').fill(change.name);
    if (change.address !== undefined) await field(tools, 'Endereço').fill(change.address);
    if (change.cep !== undefined) await field(tools, 'CEP').fill(change.cep);
  },
  'schoolLink.search': async (tools) => wizard(tools).getByRole('button', { name: 'Buscar', exact: true }).click(),
  'schoolLink.page': async (tools, event) => {
    const shown = Number(/Página (\d+)/.exec((await tools.page.getByTestId('school-link-page').textContent()) ?? '')?.[1] ?? '1') - 1;
    const target = (event as unknown as { page: number }).page;
    await wizard(tools).getByRole('button', { name: target > shown ? 'Próxima' : 'Anterior' }).click();
  },
  'schoolLink.select': async (tools, event) => {
    const { school } = event as unknown as { school: School };
    await wizard(tools).getByRole('button', { name: `Escolher ${school.aliasName || school.name}` }).click();
  },
  'schoolLink.back': async (tools) => wizard(tools).getByRole('button', { name: 'Voltar', exact: true }).click(),
  'schoolLink.register': async (tools) => wizard(tools).getByRole('button', { name: 'Cadastrar minha escola' }).click(),
  'schoolLink.changeDraft': async (tools, event) => {
    const change = (event as unknown as { change: Partial<DraftValues> }).change;
    for (const [name, value] of Object.entries(change) as Array<[keyof DraftValues, string]>) {
      if (name === 'type') await wizard(tools).getByRole('radio', { name: value === 'PUBLIC' ? 'Pública' : 'Privada' }).check();
      else await field(tools, DRAFT_LABELS[name]).fill(value);
    }
  },
  'schoolLink.submitDraft': async (tools) => wizard(tools).getByRole('button', { name: 'Continuar' }).click(),
  'schoolLink.acknowledge': async (tools) => dialog(tools).getByRole('button', { name: 'Entendi' }).click(),
  'schoolLink.goToStep': async (tools, event) => {
    const { step } = event as unknown as { step: number };
    if (!STEP_TITLES[step - 1]) return storeStepOutOfRange(tools, step);
    await wizard(tools)
      .getByRole('navigation', { name: 'Etapas do vínculo' })
      .getByRole('button', { name: `${step}. ${STEP_TITLES[step - 1] ?? ''}` })
      .click();
  },
  'schoolLink.submit': async (tools) => wizard(tools).getByTestId('school-link-save').click(),
  'schoolLink.confirm': async (tools) => dialog(tools).getByRole('button', { name: 'Salvar vínculo' }).click(),
  // The save confirmation cancels; the new-school info dialog goes back to its form.
  'schoolLink.cancel': async (tools) => dialog(tools).getByRole('button', { name: /^(Cancelar|Voltar)$/ }).click(),
  // The load failure, the failed search and the out-of-range step each offer their own way back.
  'schoolLink.retry': async ({ page }) => page.getByRole('button', { name: /^(Tentar novamente|Tentar de novo|Voltar ao início)$/ }).click(),
  'schoolLink.acceptGuardianTerms': async (tools, event) =>
    wizard(tools).getByRole('checkbox', { name: /^Meu responsável legal autoriza/ }).setChecked((event as unknown as { accepted: boolean }).accepted),
  'schoolLink.authorize': async (tools) => wizard(tools).getByRole('button', { name: 'Autorizar' }).click(),
  'schoolLink.skip': async (tools) => wizard(tools).getByRole('button', { name: /^(Fazer depois|Pular esta etapa)$/ }).click(),
  'schoolLink.changeGrades': async (tools, event) => {
    const change = (event as unknown as { change: Partial<GradesValues> }).change;
    if (change.periodType !== undefined) await field(tools, 'Tipo de período').selectOption(change.periodType);
    if (change.period !== undefined) await field(tools, 'Período').selectOption(change.period);
    if (change.gradingSystemID !== undefined) await field(tools, 'Sistema de notas').selectOption(change.gradingSystemID);
    for (const [subject, grade] of Object.entries(change.grades ?? {}) as Array<[keyof GradesValues['grades'], string]>) {
      await field(tools, SUBJECT_LABELS[subject]).fill(grade);
    }
    if (change.acceptGradesVerificationTerms !== undefined) {
      await wizard(tools).getByRole('checkbox', { name: /^Declaro que as notas/ }).setChecked(change.acceptGradesVerificationTerms);
    }
  },
  'schoolLink.sendGrades': async (tools) => wizard(tools).getByRole('button', { name: 'Enviar notas' }).click(),
} satisfies GestureTable<typeof schoolLinkMachine>;

/** An ApiError sample becomes the error body (docs/product/shell.md, Errors) the server would send; status 0 a network failure. */
async function answerError(route: Route, event: AnyEventObject) {
  const problem = (event as unknown as { error: { problem?: { status: number; fieldErrors: { field: string; messageKey: string }[]; requestErrors: string[] } } }).error.problem;
  if (!problem || problem.status === 0) return route.abort('failed');
  const code = (key: string) => key.split('.').pop();
  return route.fulfill({
    status: problem.status,
    json: [
      ...problem.fieldErrors.map(({ field, messageKey }) => ({ field, code: code(messageKey), messageKey })),
      ...problem.requestErrors.map((messageKey) => ({ code: code(messageKey), messageKey })),
    ],
  });
}

const output = <T,>(event: AnyEventObject) => (event as unknown as { output: T }).output;

/** The request of one invoked actor, held until the path says how it ends. */
function answered(kind: Exclude<HeldKind, 'linkStatus' | 'refreshSession'>, status: number) {
  return {
    done: async ({ page }: ScreenTools, event: AnyEventObject) => (await nextHeld(page, kind)).fulfill({ status, json: output(event) }),
    error: async ({ page }: ScreenTools, event: AnyEventObject) => answerError(await nextHeld(page, kind), event),
  };
}

const outcomes = {
  loadLinkStatus: {
    done: async ({ page }: ScreenTools, event: AnyEventObject) => {
      const { status } = output<LoadedLink>(event);
      // The wizard's read is awaited before later reads are answered at once: on a busy machine
      // it may not have been sent yet, and answered at once it would never be held.
      const read = await nextHeld(page, 'linkStatus');
      stateOf(page).status = status;
      await read.fulfill({ json: status });
    },
    error: async ({ page }: ScreenTools, event: AnyEventObject) => answerError(await nextHeld(page, 'linkStatus'), event),
  },
  findSchoolByInep: answered('findSchoolByInep', 200),
  searchSchools: {
    done: answered('searchSchools', 200).done,
    // The search goes through the query client, which tries a failed query once more
    // (src/api/query-client.ts): the search fails when both attempts do.
    error: async ({ page }: ScreenTools, event: AnyEventObject) => {
      for (let attempt = 0; attempt < 2; attempt += 1) await answerError(await nextHeld(page, 'searchSchools'), event);
    },
  },
  saveLink: {
    done: async ({ page }: ScreenTools, event: AnyEventObject) => {
      stateOf(page).status = output<SchoolLinkStatusResponse>(event);
      await (await nextHeld(page, 'saveLink')).fulfill({ status: 201, json: output(event) });
      await expect(page.getByTestId('toast').filter({ hasText: 'Vínculo com a escola salvo!' })).toBeVisible();
    },
    error: async ({ page }: ScreenTools, event: AnyEventObject) => answerError(await nextHeld(page, 'saveLink'), event),
  },
  authorizeGuardian: answered('authorizeGuardian', 201),
  sendGrades: answered('sendGrades', 201),
  // The real token server answers the held refresh.
  refreshSession: { done: async ({ page }: ScreenTools) => (await nextHeld(page, 'refreshSession')).fallback() },
};

const view = (tools: ScreenTools, name: string) => expect(wizard(tools)).toHaveAttribute('data-view', name);
const stepTitle = ({ page }: ScreenTools) => page.getByTestId('school-link-step-title');
const noDialog = ({ page }: ScreenTools) => expect(page.getByRole('alertdialog')).toHaveCount(0);

test.setTimeout(60_000);

await replayOnScreen({
  machine: schoolLinkMachine,
  replay: replays.schoolLink,
  start: {
    minorStudent: (tools) => open(tools, 'aluno.rascunho@example.com'),
    sponsor: (tools) => open(tools, 'responsavel@example.com'),
  },
  gestures,
  outcomes,
  screens: {
    loading: async ({ page }) => {
      // The wizard's own placeholder (the page's other loading parts have no label of their own).
      await expect(page.locator('[role="status"][aria-label="Carregando…"]')).toBeVisible();
      await expect(page.getByTestId('school-link-wizard')).toHaveCount(0);
    },
    loadFailed: async ({ page }) => {
      await expect(page.getByText('Não foi possível carregar')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
      await expect(page.getByTestId('school-link-wizard')).toHaveCount(0);
    },
    blocked: async (tools) => {
      await view(tools, 'blocked');
      await expect(tools.page.getByTestId('school-link-blocked')).toContainText('Aguardando aprovação da instituição');
    },
    'wizard.simple.editing': async (tools) => {
      await view(tools, 'simple');
      await noDialog(tools);
      await expect(stepTitle(tools)).toHaveText('Sua escola');
      await expect(wizard(tools).getByTestId('school-link-save')).toHaveText('Salvar vínculo');
      await expect(wizard(tools).getByTestId('school-link-save')).toBeEnabled();
    },
    'wizard.simple.lookingUp': async (tools) => {
      await view(tools, 'simple');
      await expect(wizard(tools).getByRole('button', { name: 'Buscando…' })).toBeDisabled();
    },
    'wizard.advanced': async (tools) => {
      await view(tools, 'advanced');
      await expect(stepTitle(tools)).toHaveText('Busca avançada');
    },
    'wizard.results.loading': async (tools) => {
      await view(tools, 'results');
      await expect(tools.page.getByTestId('school-link-results')).toHaveAttribute('aria-busy', 'true');
    },
    'wizard.results.showing': async (tools) => {
      await view(tools, 'results');
      await expect(tools.page.getByTestId('school-link-results')).toHaveAttribute('aria-busy', 'false');
    },
    'wizard.results.failed': async (tools) => {
      await view(tools, 'results');
      await expect(wizard(tools).getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
    },
    'wizard.register.editing': async (tools) => {
      await view(tools, 'register');
      await noDialog(tools);
      await expect(stepTitle(tools)).toHaveText('Cadastrar escola');
    },
    'wizard.register.info': async ({ page }) => {
      await expect(page.getByRole('alertdialog', { name: 'Cadastro de escola' })).toBeVisible();
    },
    stepError: async (tools) => {
      await view(tools, 'stepError');
      await expect(tools.page.getByTestId('school-link-step-error')).toContainText('Etapa inválida');
    },
    confirming: async ({ page }) => {
      await expect(page.getByRole('alertdialog', { name: 'Salvar vínculo com a escola' })).toContainText('não pode ser alterado');
    },
    saving: async (tools) => {
      await noDialog(tools);
      await expect(wizard(tools).getByTestId('school-link-save')).toHaveText('Salvando…');
      await expect(wizard(tools).getByTestId('school-link-save')).toBeDisabled();
    },
    'guardian.editing': async (tools) => {
      await view(tools, 'guardian');
      await expect(wizard(tools).getByRole('button', { name: 'Autorizar' })).toBeEnabled();
    },
    'guardian.authorizing': async (tools) => {
      await view(tools, 'guardian');
      await expect(wizard(tools).getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    },
    'grades.editing': async (tools) => {
      await view(tools, 'grades');
      await expect(wizard(tools).getByRole('button', { name: 'Enviar notas' })).toBeEnabled();
    },
    'grades.sending': async (tools) => {
      await view(tools, 'grades');
      await expect(wizard(tools).getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    },
    // The link is saved; the token refresh that brings the new claim is still under way.
    finishing: async (tools) => {
      await view(tools, 'done');
      await expect(tools.page.getByTestId('school-link-done')).toContainText('Você está vinculado à sua escola');
    },
    'done (final)': async (tools) => {
      await view(tools, 'done');
      await expect(tools.page.getByTestId('school-link-done')).toContainText('Você está vinculado à sua escola');
      await expect(tools.page).toHaveURL(/\/profile\/my-clan$/);
    },
  },
});
