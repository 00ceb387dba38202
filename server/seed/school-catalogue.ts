import { and, eq, gte, isNotNull, notExists, notInArray, sql } from 'drizzle-orm';
import { INSTITUTION_STATUS } from '../../src/domain/school/school-link';
import type { Database } from '../db/client';
import { institutions, schoolAccreditationRequests, schoolAccreditations } from '../db/schema';
import { BRAZIL, cityId } from './places';
import type { Seed } from './seed';

/**
 * The school catalogue of the demo: over 5,000 fictional schools spread over every seeded city of
 * the 27 states, generated from a fixed seed so every database gets the same ones. INEP codes
 * start with the state's IBGE code (as real ones do); the 999xxx range is kept for the named
 * demo schools.
 */

const IBGE: Readonly<Record<string, string>> = {
  AC: '12', AL: '27', AP: '16', AM: '13', BA: '29', CE: '23', DF: '53', ES: '32', GO: '52', MA: '21', MT: '51', MS: '50', PA: '15', PB: '25',
  PR: '41', PE: '26', PI: '22', RJ: '33', RN: '24', RS: '43', RO: '11', RR: '14', SC: '42', SP: '35', SE: '28', TO: '17', MG: '31',
};

/** The first CEP digits of each state's range. */
const CEP_BASE: Readonly<Record<string, number>> = {
  AC: 69900, AL: 57000, AP: 68900, AM: 69000, BA: 40000, CE: 60000, DF: 70000, ES: 29000, GO: 72800, MA: 65000, MT: 78000, MS: 79000, PA: 66000,
  PB: 58000, PR: 80000, PE: 50000, PI: 64000, RJ: 20000, RN: 59000, RS: 90000, RO: 76800, RR: 69300, SC: 88000, SP: 1000, SE: 49000, TO: 77000, MG: 30000,
};

const FIRST_NAMES = ['Ana', 'Maria', 'José', 'João', 'Antônio', 'Francisca', 'Luíza', 'Paulo', 'Cecília', 'Raimundo', 'Helena', 'Sebastião', 'Benedita', 'Joaquim', 'Rita', 'Otávio', 'Iracema', 'Álvaro', 'Zélia', 'Caetano', 'Dalva', 'Érico', 'Nise', 'Anísio', 'Darcy', 'Cora', 'Milton', 'Tarsila', 'Vinícius', 'Clarice'];
const SURNAMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Ferreira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento', 'Araújo', 'Carvalho', 'Gomes', 'Ribeiro', 'Barbosa', 'Monteiro', 'Cardoso', 'Teixeira', 'Moraes', 'Peçanha', 'Magalhães', 'Conceição', 'Assunção', 'Brandão'];
const TITLES = ['Professora', 'Professor', 'Doutora', 'Doutor', 'Dona', 'Padre', 'Irmã', 'Maestro', ''];
const WORDS = ['Horizonte', 'Saber', 'Aurora', 'Integração', 'Nova Geração', 'Âncora', 'Crescer', 'Raízes', 'Caminhos', 'Estrela', 'Futuro', 'Ipê Amarelo', 'Araucária', 'Jequitibá', 'Sabiá', 'Girassol', 'Pôr do Sol', 'Alvorada', 'Primavera', 'Conquista', 'Monte Sião', 'São Judas', 'Santa Luzia', 'Imaculada', 'Êxito'];
const PUBLIC_KINDS = ['Escola Estadual', 'Escola Municipal', 'Colégio Estadual', 'Escola Estadual de Ensino Médio', 'Centro de Ensino Médio', 'Escola Municipal de Ensino Fundamental'];
const PRIVATE_KINDS = ['Colégio', 'Escola', 'Centro Educacional', 'Instituto', 'Colégio Particular'];
const STREET_KINDS = ['Rua', 'Avenida', 'Travessa', 'Alameda', 'Praça'];
const STREETS = ['das Flores', 'Sete de Setembro', 'XV de Novembro', 'Tiradentes', 'Dom Pedro II', 'da Independência', 'Getúlio Vargas', 'São João', 'das Acácias', 'Santos Dumont', 'Rui Barbosa', 'Marechal Deodoro', 'Castro Alves', 'da Liberdade', 'Boa Esperança', 'do Comércio', 'Paraná', 'Bahia', 'Amazonas', 'Goiás'];
const DISTRICTS = ['Centro', 'Jardim América', 'Vila Nova', 'Boa Vista', 'Santa Cruz', 'São José', 'Bela Vista', 'Industrial', 'Cidade Alta', 'Parque das Nações', 'Jardim Botânico', 'Planalto'];

/** A small deterministic generator (mulberry32), so every database gets the same catalogue. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/** Schools per city: the capital (first city) gets more. */
export const SCHOOLS_PER_CITY = 28;
export const EXTRA_PER_CAPITAL = 20;
/** Every this-many-th school has not asked for accreditation yet (directors can accredit it). */
export const UNACCREDITED_EVERY = 25;
export const CATALOGUE_FIRST_ID = 101;

export type CatalogueSchool = typeof institutions.$inferInsert;

export function generateCatalogue(): CatalogueSchool[] {
  const random = generator(20260412);
  const schools: CatalogueSchool[] = [];
  let id = CATALOGUE_FIRST_ID;
  for (const state of BRAZIL) {
    let sequence = 100_000;
    state.cities.forEach((cityName, cityIndex) => {
      const count = SCHOOLS_PER_CITY + (cityIndex === 0 ? EXTRA_PER_CAPITAL : 0);
      for (let n = 0; n < count; n += 1) {
        const isPublic = random.next() < 0.7;
        const person = `${random.pick(TITLES)} ${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`.trim();
        const name = isPublic ? `${random.pick(PUBLIC_KINDS)} ${person}` : `${random.pick(PRIVATE_KINDS)} ${random.next() < 0.6 ? random.pick(WORDS) : person}`;
        const alias = random.next() < 0.3 ? `${isPublic ? 'EE' : 'Col.'} ${name.split(' ').slice(-1)[0]} ${cityName.split(' ')[0]}` : null;
        sequence += random.int(1, 37);
        const cep = String(CEP_BASE[state.acronym]! + cityIndex * 40 + random.int(0, 39)).padStart(5, '0') + String(random.int(0, 999)).padStart(3, '0');
        schools.push({
          id,
          name,
          aliasName: alias,
          inepCode: `${IBGE[state.acronym]}${sequence}`,
          type: isPublic ? 'PUBLIC' : 'PRIVATE',
          address: `${random.pick(STREET_KINDS)} ${random.pick(STREETS)}, ${random.int(1, 3999)} - ${random.pick(DISTRICTS)}`,
          stateId: state.id,
          cityId: state.id * 1000 + cityIndex + 1,
          cep,
          accreditationStatus: id % UNACCREDITED_EVERY === 0 ? 0 : 3,
        });
        id += 1;
      }
    });
  }
  return schools;
}

/** A school whose accreditation a director asked for and which awaits approval. */
export const AWAITING_ACCREDITATION_SCHOOL = {
  id: 4,
  name: 'Escola Estadual Demonstração Aguardando Credenciamento',
  aliasName: 'EE Demo Aguardando',
  inepCode: '33999004',
  type: 'PUBLIC' as const,
  address: 'Rua Visconde do Rio Branco, 400 - Centro',
  cep: '24020006',
  accreditationStatus: 2,
  ...cityId('RJ', 'Niterói'),
};

/** A school not yet accredited, with a known INEP code for the director's demo. */
export const UNACCREDITED_DEMO_SCHOOL = {
  id: 5,
  name: 'Escola Municipal Demonstração Sem Credenciamento',
  aliasName: null,
  inepCode: '24999005',
  type: 'PUBLIC' as const,
  address: 'Avenida Prudente de Morais, 900 - Tirol',
  cep: '59020400',
  accreditationStatus: 0,
  ...cityId('RN', 'Natal'),
};

const BATCH = 1000;

export const schoolCatalogueSeed: Seed = {
  name: 'school-catalogue',
  async run(db) {
    await db.insert(institutions).values([AWAITING_ACCREDITATION_SCHOOL, UNACCREDITED_DEMO_SCHOOL]);
    await db.insert(schoolAccreditations).values({
      institutionId: AWAITING_ACCREDITATION_SCHOOL.id,
      firstName: 'Sônia',
      lastName: 'Queiroz (demo)',
      rg: '12.345.678-9',
      cpf: '52998224725',
      whatsapp: '21990002001',
      personalEmail: 'sonia.demo@example.com',
      schoolEmail: 'secretaria.demo@example.com',
      schoolPhone: '2126200000',
      address: AWAITING_ACCREDITATION_SCHOOL.address,
      cep: AWAITING_ACCREDITATION_SCHOOL.cep,
    });
    const catalogue = generateCatalogue();
    // One JSON document per batch instead of thousands of bound parameters: the catalogue seeds
    // several times faster on the embedded database.
    for (let start = 0; start < catalogue.length; start += BATCH) {
      const rows = catalogue.slice(start, start + BATCH).map((school) => ({
        id: school.id,
        name: school.name,
        alias_name: school.aliasName,
        inep_code: school.inepCode,
        type: school.type,
        address: school.address,
        state_id: school.stateId,
        city_id: school.cityId,
        cep: school.cep,
        accreditation_status: school.accreditationStatus,
      }));
      await db.execute(sql`
        insert into institutions (id, name, alias_name, inep_code, type, address, state_id, city_id, cep, accreditation_status)
        select id, name, alias_name, inep_code, type, address, state_id, city_id, cep, accreditation_status
        from json_populate_recordset(null::institutions, ${JSON.stringify(rows)}::json)`);
    }
    await db.execute(sql`select setval(pg_get_serial_sequence('institutions', 'id'), (select max(id) from institutions))`);
    await db.execute(sql`analyze institutions`);
  },
};

/** Every this-many-th catalogue school has no official e-mail on record: its accreditation goes through the support team. */
export const WITHOUT_EMAIL_EVERY = 50;

/** The official e-mail of a demo school, as a school catalogue would list it. */
export const schoolEmailOf = (inepCode: string) => `secretaria.${inepCode}@escolas.example`;

/**
 * The schools' official e-mails (docs/product/school.md, Rules): where a director's accreditation
 * request is confirmed from. The demo's come from the INEP code; a few schools have none.
 */
export const schoolEmailsSeed: Seed = {
  name: 'school-emails',
  async run(db) {
    await db.execute(sql`
      update institutions set email = 'secretaria.' || inep_code || '@escolas.example'
      where inep_code is not null and email is null and id % ${WITHOUT_EMAIL_EVERY} <> 0`);
  },
};

/**
 * Catalogue schools no one has asked to accredit, picked at random: not accredited, with an
 * official e-mail, and without a request of any state (a pending request leaves a school
 * unaccredited, and its requests of the day count against the school's limit). For the dev
 * controls and the tests; `except` leaves out schools handed out already.
 */
export function schoolsOpenForAccreditation(db: Database, count: number, except: readonly number[] = []) {
  return db
    .select({ id: institutions.id, inepCode: institutions.inepCode, email: institutions.email, address: institutions.address, cep: institutions.cep })
    .from(institutions)
    .where(
      and(
        eq(institutions.accreditationStatus, INSTITUTION_STATUS.nonexistent),
        isNotNull(institutions.email),
        gte(institutions.id, CATALOGUE_FIRST_ID),
        notInArray(institutions.id, [0, ...except]),
        notExists(db.select({ one: sql`1` }).from(schoolAccreditationRequests).where(eq(schoolAccreditationRequests.institutionId, institutions.id))),
      ),
    )
    .orderBy(sql`random()`)
    .limit(count);
}
