import { cities, states } from '../db/schema';
import type { Seed } from './seed';

/**
 * The 27 states with the product's ids (SPEC §3: 1 AC Acre, 24 SP São Paulo, 27 MG Minas Gerais)
 * and, per state, the capital first and several more cities. City ids are state id × 1000 + n.
 */
export const BRAZIL: ReadonlyArray<{ id: number; acronym: string; name: string; cities: string[] }> = [
  { id: 1, acronym: 'AC', name: 'Acre', cities: ['Rio Branco', 'Cruzeiro do Sul', 'Sena Madureira', 'Tarauacá', 'Feijó'] },
  { id: 2, acronym: 'AL', name: 'Alagoas', cities: ['Maceió', 'Arapiraca', 'Palmeira dos Índios', 'Rio Largo', 'Penedo'] },
  { id: 3, acronym: 'AP', name: 'Amapá', cities: ['Macapá', 'Santana', 'Laranjal do Jari', 'Oiapoque', 'Mazagão'] },
  { id: 4, acronym: 'AM', name: 'Amazonas', cities: ['Manaus', 'Parintins', 'Itacoatiara', 'Manacapuru', 'Coari', 'Tefé'] },
  { id: 5, acronym: 'BA', name: 'Bahia', cities: ['Salvador', 'Feira de Santana', 'Vitória da Conquista', 'Camaçari', 'Ilhéus', 'Juazeiro', 'Porto Seguro'] },
  { id: 6, acronym: 'CE', name: 'Ceará', cities: ['Fortaleza', 'Caucaia', 'Juazeiro do Norte', 'Maracanaú', 'Sobral', 'Crato'] },
  { id: 7, acronym: 'DF', name: 'Distrito Federal', cities: ['Brasília', 'Ceilândia', 'Taguatinga', 'Samambaia', 'Planaltina', 'Gama'] },
  { id: 8, acronym: 'ES', name: 'Espírito Santo', cities: ['Vitória', 'Vila Velha', 'Serra', 'Cariacica', 'Cachoeiro de Itapemirim', 'Linhares'] },
  { id: 9, acronym: 'GO', name: 'Goiás', cities: ['Goiânia', 'Aparecida de Goiânia', 'Anápolis', 'Rio Verde', 'Luziânia', 'Catalão'] },
  { id: 10, acronym: 'MA', name: 'Maranhão', cities: ['São Luís', 'Imperatriz', 'São José de Ribamar', 'Timon', 'Caxias', 'Codó'] },
  { id: 11, acronym: 'MT', name: 'Mato Grosso', cities: ['Cuiabá', 'Várzea Grande', 'Rondonópolis', 'Sinop', 'Tangará da Serra', 'Sorriso'] },
  { id: 12, acronym: 'MS', name: 'Mato Grosso do Sul', cities: ['Campo Grande', 'Dourados', 'Três Lagoas', 'Corumbá', 'Ponta Porã'] },
  { id: 13, acronym: 'PA', name: 'Pará', cities: ['Belém', 'Ananindeua', 'Santarém', 'Marabá', 'Castanhal', 'Parauapebas'] },
  { id: 14, acronym: 'PB', name: 'Paraíba', cities: ['João Pessoa', 'Campina Grande', 'Santa Rita', 'Patos', 'Bayeux', 'Sousa'] },
  { id: 15, acronym: 'PR', name: 'Paraná', cities: ['Curitiba', 'Londrina', 'Maringá', 'Ponta Grossa', 'Cascavel', 'Foz do Iguaçu'] },
  { id: 16, acronym: 'PE', name: 'Pernambuco', cities: ['Recife', 'Jaboatão dos Guararapes', 'Olinda', 'Caruaru', 'Petrolina', 'Paulista'] },
  { id: 17, acronym: 'PI', name: 'Piauí', cities: ['Teresina', 'Parnaíba', 'Picos', 'Piripiri', 'Floriano'] },
  {
    id: 18,
    acronym: 'RJ',
    name: 'Rio de Janeiro',
    cities: ['Rio de Janeiro', 'São Gonçalo', 'Duque de Caxias', 'Nova Iguaçu', 'Niterói', 'Petrópolis', 'Campos dos Goytacazes'],
  },
  { id: 19, acronym: 'RN', name: 'Rio Grande do Norte', cities: ['Natal', 'Mossoró', 'Parnamirim', 'São Gonçalo do Amarante', 'Caicó'] },
  { id: 20, acronym: 'RS', name: 'Rio Grande do Sul', cities: ['Porto Alegre', 'Caxias do Sul', 'Pelotas', 'Canoas', 'Santa Maria', 'Gravataí', 'Passo Fundo'] },
  { id: 21, acronym: 'RO', name: 'Rondônia', cities: ['Porto Velho', 'Ji-Paraná', 'Ariquemes', 'Vilhena', 'Cacoal'] },
  { id: 22, acronym: 'RR', name: 'Roraima', cities: ['Boa Vista', 'Rorainópolis', 'Caracaraí', 'Alto Alegre', 'Mucajaí'] },
  { id: 23, acronym: 'SC', name: 'Santa Catarina', cities: ['Florianópolis', 'Joinville', 'Blumenau', 'São José', 'Chapecó', 'Itajaí', 'Criciúma'] },
  {
    id: 24,
    acronym: 'SP',
    name: 'São Paulo',
    cities: ['São Paulo', 'Campinas', 'Guarulhos', 'São Bernardo do Campo', 'Santo André', 'Osasco', 'Ribeirão Preto', 'Sorocaba', 'Santos', 'São José dos Campos'],
  },
  { id: 25, acronym: 'SE', name: 'Sergipe', cities: ['Aracaju', 'Nossa Senhora do Socorro', 'Lagarto', 'Itabaiana', 'Estância'] },
  { id: 26, acronym: 'TO', name: 'Tocantins', cities: ['Palmas', 'Araguaína', 'Gurupi', 'Porto Nacional', 'Paraíso do Tocantins'] },
  { id: 27, acronym: 'MG', name: 'Minas Gerais', cities: ['Belo Horizonte', 'Uberlândia', 'Contagem', 'Juiz de Fora', 'Betim', 'Montes Claros', 'Uberaba'] },
];

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
