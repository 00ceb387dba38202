import { ApiError } from '@/api/errors';
import { avatarMachine } from '@/machines/avatar/avatar.machine';
import { describePaths } from '../harness';
import { EXPORTED_URL, OLD_RENDER_URL, RENDER_URL, savedProfile } from './avatar.fixtures';

describePaths(avatarMachine, {
  inputs: {
    firstAvatar: { currentImageUrl: null },
    newAvatar: { currentImageUrl: OLD_RENDER_URL },
  },
  events: {
    'editor.avatarExported': [{ type: 'editor.avatarExported', url: EXPORTED_URL }],
  },
  invoked: {
    renderAvatar: { done: [RENDER_URL], error: [new Error('render service unavailable')] },
    saveAvatar: {
      done: [savedProfile],
      error: [new ApiError({ status: 400, fieldErrors: [{ field: 'imageUrl', messageKey: 'validation:imageUrl.invalid' }], requestErrors: [] }), new Error('offline')],
    },
  },
});
