import { sql } from 'drizzle-orm';
import { institutions } from '../db/schema';
import { cityId } from './places';
import type { Seed } from './seed';

/** Demo schools (clearly fictional names and INEP codes in the 99xxx range of each state). */
export const DEMO_SCHOOLS = [
  {
    id: 1,
    name: 'Escola Estadual Demonstração Professora Ana Lima',
    aliasName: 'EE Demo Ana Lima',
    inepCode: '35999001',
    type: 'PUBLIC' as const,
    address: 'Rua das Palmeiras, 100 - Centro',
    cep: '13010100',
    ...cityId('SP', 'Campinas'),
  },
  {
    id: 2,
    name: 'Colégio Demonstração Horizonte',
    aliasName: 'Colégio Demo Horizonte',
    inepCode: '31999002',
    type: 'PRIVATE' as const,
    address: 'Avenida Afonso Pena, 2000 - Funcionários',
    cep: '30130005',
    ...cityId('MG', 'Belo Horizonte'),
  },
  {
    id: 3,
    name: 'Escola Municipal Demonstração Recife Antigo',
    aliasName: null,
    inepCode: '26999003',
    type: 'PUBLIC' as const,
    address: 'Rua do Bom Jesus, 50 - Recife',
    cep: '50030170',
    ...cityId('PE', 'Recife'),
  },
];

export const schoolsSeed: Seed = {
  name: 'schools',
  async run(db) {
    await db.insert(institutions).values(DEMO_SCHOOLS).onConflictDoNothing();
    // Later schools get ids after the seeded ones.
    await db.execute(sql`select setval(pg_get_serial_sequence('institutions', 'id'), (select max(id) from institutions))`);
  },
};
