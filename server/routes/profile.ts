import type { Profile, ProfileStats } from '../../src/contract/profile';
import { fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';
import { loadProfile, loadProfileStats } from '../services/profile';

export const profileRoutes: EndpointGroup = {
  name: 'profile',
  register(app, { db, authenticate }) {
    app.get('/records/api/user/profile', async (c) => {
      const { userId } = await authenticate(c);
      const profile: Profile | undefined = await loadProfile(db, userId);
      if (!profile) throw fail.unauthorized();
      return c.json(profile);
    });

    app.get('/records/api/user/profile/stats', async (c) => {
      const { userId } = await authenticate(c);
      const stats: ProfileStats | undefined = await loadProfileStats(db, userId);
      if (!stats) throw fail.unauthorized();
      return c.json(stats);
    });
  },
};
