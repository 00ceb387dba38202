import { describe, expect, it } from 'vitest';
import type { Executor } from '../../server/db/executor';
import { keptAnswer, MAX_AGE_MS } from '../../server/services/kept-lists';

/** keptAnswer() on its own: the database is only the key of its store here. */
const database = () => ({}) as Executor;

describe('keptAnswer', () => {
  it('builds once per version for the requests that ask at the same time, and again when the version moves', async () => {
    const db = database();
    let builds = 0;
    const build = async () => ++builds;
    const together = await Promise.all([keptAnswer(db, 'list', 1, 'page', build), keptAnswer(db, 'list', 1, 'page', build)]);
    expect(together).toEqual([1, 1]);
    expect(await keptAnswer(db, 'list', 1, 'other page', build)).toBe(2);
    expect(await keptAnswer(db, 'list', 2, 'page', build)).toBe(3);
    expect(await keptAnswer(db, 'list', 2, 'page', build)).toBe(3);
  });

  it('does not let a request that read an older version replace a newer answer', async () => {
    const db = database();
    await keptAnswer(db, 'list', 5, 'page', async () => 'newer');
    expect(await keptAnswer(db, 'list', 4, 'page', async () => 'older')).toBe('older');
    expect(await keptAnswer(db, 'list', 5, 'page', async () => 'built again')).toBe('newer');
  });

  it('builds again once the kept answer is older than its age limit', async () => {
    const db = database();
    const start = Date.now();
    await keptAnswer(db, 'list', 1, 'page', async () => 'first', start);
    expect(await keptAnswer(db, 'list', 1, 'page', async () => 'second', start + MAX_AGE_MS - 1)).toBe('first');
    expect(await keptAnswer(db, 'list', 1, 'page', async () => 'second', start + MAX_AGE_MS)).toBe('second');
  });

  it('does not keep a failed build', async () => {
    const db = database();
    await expect(keptAnswer(db, 'list', 1, 'page', async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await keptAnswer(db, 'list', 1, 'page', async () => 'back')).toBe('back');
  });

  it('keeps each database apart', async () => {
    const [one, other] = [database(), database()];
    await keptAnswer(one, 'list', 1, 'page', async () => 'one');
    expect(await keptAnswer(other, 'list', 1, 'page', async () => 'other')).toBe('other');
  });
});
