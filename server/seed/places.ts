import { cities, states } from '../db/schema';
import type { Seed } from './seed';
import { BRAZIL_STATES, type BrazilState } from '../../src/domain/brazil-states';

/**
 * The 27 states of src/domain (docs/product/account.md, API) with, per state, the capital first and several more
 * cities. City ids are state id × 1000 + n.
 */
const CITIES: Readonly<Record<number, readonly string[]>> = {
  1: ['Rio Branco', 'Cruzeiro do Sul', 'Sena Madureira', 'Tarauacá', 'Feijó'],
  2: ['Maceió', 'Arapiraca', 'Palmeira dos Índios', 'Rio Largo', 'Penedo'],
  3: ['Macapá', 'Santana', 'Laranjal do Jari', 'Oiapoque', 'Mazagão'],
  4: ['Manaus', 'Parintins', 'Itacoatiara', 'Manacapuru', 'Coari', 'Tefé'],
  5: ['Salvador', 'Feira de Santana', 'Vitória da Conquista', 'Camaçari', 'Ilhéus', 'Juazeiro', 'Porto Seguro'],
  6: ['Fortaleza', 'Caucaia', 'Juazeiro do Norte', 'Maracanaú', 'Sobral', 'Crato'],
  7: ['Brasília', 'Ceilândia', 'Taguatinga', 'Samambaia', 'Planaltina', 'Gama'],
  8: ['Vitória', 'Vila Velha', 'Serra', 'Cariacica', 'Cachoeiro de Itapemirim', 'Linhares'],
  9: ['Goiânia', 'Aparecida de Goiânia', 'Anápolis', 'Rio Verde', 'Luziânia', 'Catalão'],
  10: ['São Luís', 'Imperatriz', 'São José de Ribamar', 'Timon', 'Caxias', 'Codó'],
  11: ['Cuiabá', 'Várzea Grande', 'Rondonópolis', 'Sinop', 'Tangará da Serra', 'Sorriso'],
  12: ['Campo Grande', 'Dourados', 'Três Lagoas', 'Corumbá', 'Ponta Porã'],
  13: ['Belém', 'Ananindeua', 'Santarém', 'Marabá', 'Castanhal', 'Parauapebas'],
  14: ['João Pessoa', 'Campina Grande', 'Santa Rita', 'Patos', 'Bayeux', 'Sousa'],
  15: ['Curitiba', 'Londrina', 'Maringá', 'Ponta Grossa', 'Cascavel', 'Foz do Iguaçu'],
  16: ['Recife', 'Jaboatão dos Guararapes', 'Olinda', 'Caruaru', 'Petrolina', 'Paulista'],
  17: ['Teresina', 'Parnaíba', 'Picos', 'Piripiri', 'Floriano'],
  18: ['Rio de Janeiro', 'São Gonçalo', 'Duque de Caxias', 'Nova Iguaçu', 'Niterói', 'Petrópolis', 'Campos dos Goytacazes'],
  19: ['Natal', 'Mossoró', 'Parnamirim', 'São Gonçalo do Amarante', 'Caicó'],
  20: ['Porto Alegre', 'Caxias do Sul', 'Pelotas', 'Canoas', 'Santa Maria', 'Gravataí', 'Passo Fundo'],
  21: ['Porto Velho', 'Ji-Paraná', 'Ariquemes', 'Vilhena', 'Cacoal'],
  22: ['Boa Vista', 'Rorainópolis', 'Caracaraí', 'Alto Alegre', 'Mucajaí'],
  23: ['Florianópolis', 'Joinville', 'Blumenau', 'São José', 'Chapecó', 'Itajaí', 'Criciúma'],
  24: ['São Paulo', 'Campinas', 'Guarulhos', 'São Bernardo do Campo', 'Santo André', 'Osasco', 'Ribeirão Preto', 'Sorocaba', 'Santos', 'São José dos Campos'],
  25: ['Aracaju', 'Nossa Senhora do Socorro', 'Lagarto', 'Itabaiana', 'Estância'],
  26: ['Palmas', 'Araguaína', 'Gurupi', 'Porto Nacional', 'Paraíso do Tocantins'],
  27: ['Belo Horizonte', 'Uberlândia', 'Contagem', 'Juiz de Fora', 'Betim', 'Montes Claros', 'Uberaba'],
};

export const BRAZIL: ReadonlyArray<BrazilState & { cities: readonly string[] }> = BRAZIL_STATES.map((state) => ({
  ...state,
  cities: CITIES[state.id] ?? [],
}));

/** The id of a seeded city by state acronym and name (for other seeds). */
export function cityId(acronym: string, name: string): { stateId: number; cityId: number } {
  const state = BRAZIL.find((s) => s.acronym === acronym);
  const index = state?.cities.indexOf(name) ?? -1;
  if (!state || index < 0) throw new Error(`Unknown seeded city ${name}/${acronym}`);
  return { stateId: state.id, cityId: state.id * 1000 + index + 1 };
}

export const placesSeed: Seed = {
  name: 'places',
  async run(db) {
    await db.insert(states).values(BRAZIL.map(({ id, acronym, name }) => ({ id, acronym, name })));
    await db.insert(cities).values(BRAZIL.flatMap((state) => state.cities.map((name, index) => ({ id: state.id * 1000 + index + 1, stateId: state.id, name }))));
  },
};
