import { describe, expect, it } from 'vitest';
import { avatarSaveRequest, renderInput } from './avatar-requests';

describe('the avatar flow requests', () => {
  it.each([
    [{ exportedUrl: 'https://models.example/a.glb', imageUrl: 'https://renders.example/a.png' }, { model: 'https://models.example/a.glb' }, { srcFullUrl: 'https://models.example/a.glb', imageUrl: 'https://renders.example/a.png' }],
    [{ exportedUrl: null, imageUrl: null }, { model: '' }, { srcFullUrl: '', imageUrl: '' }],
  ])('%j', (kept, render, save) => {
    expect(renderInput(kept)).toEqual(render);
    expect(avatarSaveRequest(kept)).toEqual(save);
  });
});
