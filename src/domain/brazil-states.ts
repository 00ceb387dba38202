/** Brazilian states (docs/product/account.md, API): the 27 entries with the product's ids (1 AC Acre, 24 SP São Paulo, 27 MG Minas Gerais). */
export interface BrazilState {
  id: number;
  acronym: string;
  name: string;
}

export const BRAZIL_STATES: readonly BrazilState[] = [
  { id: 1, acronym: 'AC', name: 'Acre' },
  { id: 2, acronym: 'AL', name: 'Alagoas' },
  { id: 3, acronym: 'AP', name: 'Amapá' },
  { id: 4, acronym: 'AM', name: 'Amazonas' },
  { id: 5, acronym: 'BA', name: 'Bahia' },
  { id: 6, acronym: 'CE', name: 'Ceará' },
  { id: 7, acronym: 'DF', name: 'Distrito Federal' },
  { id: 8, acronym: 'ES', name: 'Espírito Santo' },
  { id: 9, acronym: 'GO', name: 'Goiás' },
  { id: 10, acronym: 'MA', name: 'Maranhão' },
  { id: 11, acronym: 'MT', name: 'Mato Grosso' },
  { id: 12, acronym: 'MS', name: 'Mato Grosso do Sul' },
  { id: 13, acronym: 'PA', name: 'Pará' },
  { id: 14, acronym: 'PB', name: 'Paraíba' },
  { id: 15, acronym: 'PR', name: 'Paraná' },
  { id: 16, acronym: 'PE', name: 'Pernambuco' },
  { id: 17, acronym: 'PI', name: 'Piauí' },
  { id: 18, acronym: 'RJ', name: 'Rio de Janeiro' },
  { id: 19, acronym: 'RN', name: 'Rio Grande do Norte' },
  { id: 20, acronym: 'RS', name: 'Rio Grande do Sul' },
  { id: 21, acronym: 'RO', name: 'Rondônia' },
  { id: 22, acronym: 'RR', name: 'Roraima' },
  { id: 23, acronym: 'SC', name: 'Santa Catarina' },
  { id: 24, acronym: 'SP', name: 'São Paulo' },
  { id: 25, acronym: 'SE', name: 'Sergipe' },
  { id: 26, acronym: 'TO', name: 'Tocantins' },
  { id: 27, acronym: 'MG', name: 'Minas Gerais' },
];

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** The states in alphabetical order, as a person looks for theirs. */
export const STATES_BY_NAME: readonly BrazilState[] = [...BRAZIL_STATES].sort((a, b) => byName.compare(a.name, b.name));
