import { eq } from 'drizzle-orm';
import type { CitiesResponse } from '../../src/contract/places';
import { cities, states } from '../db/schema';
import { pathId } from '../http/body';
import { fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

export const placesRoutes: EndpointGroup = {
  name: 'places',
  register(app, { db }) {
    app.get('/records/api/public/states/:stateId/cities', async (c) => {
      const stateId = pathId(c.req.param('stateId'), 'requestError:state.notFound');
      const [state] = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId));
      if (!state) throw fail.notFound('requestError:state.notFound');
      const rows = await db.select({ id: cities.id, name: cities.name, stateId: cities.stateId }).from(cities).where(eq(cities.stateId, stateId));
      const body: CitiesResponse = rows.sort((a, b) => byName.compare(a.name, b.name));
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(body);
    });
  },
};
