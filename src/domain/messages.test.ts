import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts from a module that has not loaded its table yet.
beforeEach(() => {
  vi.resetModules();
});

// The first import transforms the generated table (every server message): slow on a busy machine.
describe('the server-message table', { timeout: 30_000 }, () => {
  it('answers the default error while loading, then the text, and tells its subscribers once', async () => {
    const messages = await import('./messages');
    const fallback = messages.translate(undefined);
    const listener = vi.fn();
    messages.subscribeMessageTable(listener);
    expect(messages.messageTableLoaded()).toBe(false);
    expect(messages.translate('requestError:invalidLogin')).toBe(fallback);
    await messages.loadMessageTable();
    expect(messages.messageTableLoaded()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(messages.translate('requestError:invalidLogin')).toBe('E-mail ou senha incorretos.');
    expect(messages.translate('status:never.heard.of')).toBe(fallback);
  });

  it('loads once however many ask', async () => {
    const messages = await import('./messages');
    const loads = [messages.loadMessageTable(), messages.loadMessageTable()];
    expect(loads[0]).toBe(loads[1]);
    await Promise.all(loads);
  });

  it('holds only messages without inputs, every one a text of messages/pt.json', async () => {
    const { MESSAGE_TABLE } = await import('./message-table.gen');
    const { default: pt } = await import('../../messages/pt.json');
    const entries = Object.entries(MESSAGE_TABLE);
    expect(entries.length).toBeGreaterThan(100);
    for (const [name, text] of entries) {
      expect(name).toMatch(/^(validation|status|requestError)_/);
      expect(text).toBe((pt as Record<string, unknown>)[name]);
      expect(text).not.toMatch(/\{[^}]*\}/);
    }
  });
});
