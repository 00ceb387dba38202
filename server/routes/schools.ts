import { and, count, eq, like, sql, type SQL } from 'drizzle-orm';
import type { AccreditationLinkAnswer, AccreditationLinkView, CityPage, School, SchoolDraft, SchoolPage } from '../../src/contract/school';
import { filterStartsWith } from '../../src/domain/text-search';
import { isValidInep } from '../../src/domain/documents';
import { validateAccreditation } from '../../src/domain/school/accreditation';
import { likeLiteral, pageOf, readSchoolSearch } from '../../src/domain/school/search';
import { cities, institutions } from '../db/schema';
import { bool, mergeIssues, readBody, readFields, text } from '../http/body';
import { fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';
import { findSchool, listDrafts, schoolQuery } from '../services/school';
import { accreditationLinkView, confirmAccreditation, declineAccreditation, requestAccreditation } from '../services/school-accreditation';
import { countedAddress } from '../http/client-address';
import { createDraft, validateDraftBody } from '../services/school-drafts';
import { keptAnswer, listVersion } from '../services/kept-lists';

/** The folded name in byte order, as the search indexes hold it. */
const byteOrderName = sql<string>`${institutions.searchName} collate "C"`;

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });
/** Five suggestions (docs/product/shell.md, Limits). */
const CITY_SUGGESTIONS = 5;

const inepNotFound = () => fail.notFound('requestError:school.inepNotFound', 'inepNotFound');

/** The school catalogue (search, INEP lookup), drafts and the directors' accreditation requests. */
export const schoolRoutes: EndpointGroup = {
  name: 'schools',
  register(app, { db, config, authenticate }) {
    app.get('/educational/api/schools', async (c) => {
      await authenticate(c);
      const read = readSchoolSearch(c.req.query());
      if (!read.ok) throw fail.field(read.field, read.code);
      const { filters } = read;
      const conditions: SQL[] = [];
      if (filters.inepCode) conditions.push(eq(institutions.inepCode, filters.inepCode));
      if (filters.namePrefix) conditions.push(like(byteOrderName, `${likeLiteral(filters.namePrefix)}%`));
      if (filters.stateId) conditions.push(eq(institutions.stateId, filters.stateId));
      if (filters.cityId) conditions.push(eq(institutions.cityId, filters.cityId));
      if (filters.address) conditions.push(like(institutions.searchAddress, `%${likeLiteral(filters.address)}%`));
      if (filters.cep) conditions.push(like(institutions.cep, `${filters.cep}%`));
      if (filters.type) conditions.push(eq(institutions.type, filters.type));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      // The catalogue changes seldom: each search's page is kept until it does (server/services/kept-lists.ts).
      const body = await keptAnswer(db, 'schools', await listVersion(db, 'schools'), JSON.stringify(filters), async (): Promise<SchoolPage> => {
        const [total] = await db.select({ count: count() }).from(institutions).where(where);
        const content: School[] = await schoolQuery(db)
          .where(where)
          .orderBy(byteOrderName, institutions.id)
          .limit(filters.size)
          .offset(filters.page * filters.size);
        return pageOf(content, filters.page, filters.size, total?.count ?? 0);
      });
      return c.json(body);
    });

    // Autocomplete (docs/product/school.md, Rules): cities starting with `name` (case and accents ignored), in a state when given.
    app.get('/educational/api/public/cities', async (c) => {
      const name = (c.req.query('name') ?? '').slice(0, 100);
      const state = c.req.query('state');
      const limit = c.req.query('limit');
      if (state !== undefined && state !== '' && !/^\d{1,2}$/.test(state)) throw fail.field('state', 'invalid');
      if (limit !== undefined && limit !== '' && !/^\d{1,2}$/.test(limit)) throw fail.field('limit', 'invalid');
      const rows = await db
        .select({ id: cities.id, name: cities.name, stateId: cities.stateId })
        .from(cities)
        .where(state ? eq(cities.stateId, Number(state)) : undefined);
      const sorted = rows.sort((a, b) => byName.compare(a.name, b.name));
      const body: CityPage = { content: filterStartsWith(sorted, name, (city) => city.name, Math.min(Math.max(Number(limit || CITY_SUGGESTIONS), 1), 50)) };
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(body);
    });

    app.get('/educational/api/public/schools/inep-code/:code', async (c) => {
      const code = c.req.param('code');
      if (!isValidInep(code)) throw fail.field('inepCode', 'invalid');
      const school = await findSchool(db, { inepCode: code.trim() });
      if (!school) throw inepNotFound();
      return c.json(school);
    });

    app.get('/educational/api/schools/draft', async (c) => {
      const { userId } = await authenticate(c);
      const body: SchoolDraft[] = await listDrafts(db, userId);
      return c.json(body);
    });

    app.post('/educational/api/schools/draft', async (c) => {
      const { userId } = await authenticate(c);
      const body = await readBody(c, ['json']);
      const values = await validateDraftBody(db, body);
      const draftId = await db.transaction(async (tx) => createDraft(tx, userId, values, { refuseWhenLinked: true }));
      const [draft] = await listDrafts(db, userId, draftId);
      return c.json(draft, 201);
    });

    // /school-authorize (docs/product/school.md, Screens): a director asks for a school's accreditation;
    // no sign-in needed. Nothing counts until the school confirms from its official e-mail.
    app.post('/educational/api/public/schools/authorize', async (c) => {
      const body = await readBody(c, ['json']);
      const { values, issues: typeIssues } = readFields(body, {
        firstName: text(200),
        lastName: text(200),
        rg: text(40),
        cpf: text(30),
        whatsapp: text(30),
        personalEmail: text(320),
        schoolEmail: text(320),
        schoolPhone: text(30),
        inepCode: text(20),
        address: text(400),
        cep: text(20),
        acceptTerms: bool(),
      });
      const issues = mergeIssues(typeIssues, validateAccreditation(values));
      if (issues.length > 0) throw fail.validation(issues);
      const { response } = await requestAccreditation(db, config.publicOrigin, values, countedAddress(c, config));
      return c.json(response, 202);
    });

    // The link e-mailed to the school (docs/product/school.md, Rules): its key is the only proof asked.
    app.get('/educational/api/public/schools/accreditation-requests/:token', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json((await accreditationLinkView(db, c.req.param('token'))) satisfies AccreditationLinkView);
    });

    app.post('/educational/api/public/schools/accreditation-requests/:token/confirm', async (c) => {
      return c.json((await confirmAccreditation(db, c.req.param('token'))) satisfies AccreditationLinkAnswer);
    });

    app.post('/educational/api/public/schools/accreditation-requests/:token/decline', async (c) => {
      return c.json((await declineAccreditation(db, c.req.param('token'))) satisfies AccreditationLinkAnswer);
    });
  },
};
