import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
// Loaded once here, outside the test's time (the generated table is slow to transform); the test
// takes fresh copies, so that no other file of its worker has loaded the table for it.
import '@/domain/messages';
import '@/ui/use-message-table';

afterEach(cleanup);

describe('useErrorTexts', { timeout: 30_000 }, () => {
  it('asks for the server-message table and words a field’s error again once the table is in', async () => {
    vi.resetModules();
    const { useErrorTexts } = await import('@/ui/use-message-table');
    const { messageTableLoaded } = await import('@/domain/messages');
    expect(messageTableLoaded()).toBe(false);
    function Field() {
      const errors = useErrorTexts([{ field: 'email', messageKey: 'validation:email.invalid' }]);
      return <p role="alert">{errors.email}</p>;
    }
    render(<Field />);
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Informe um e-mail válido.'), { timeout: 20_000 });
    expect(messageTableLoaded()).toBe(true);
  });
});
