import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AlertDialog } from '@/ui/feedback/AlertDialog';

afterEach(cleanup);

describe('AlertDialog', () => {
  it('informs with one button, announced as an alert dialog with the default title', async () => {
    const onConfirm = vi.fn();
    render(<AlertDialog open message="Sua inscrição foi cancelada." onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Atenção' });
    expect(dialog.textContent).toContain('Sua inscrição foi cancelada.');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('asks for confirmation when given a cancel label; Escape cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <AlertDialog open title="Sair do time?" message="Você deixará o time." confirmLabel="Sair" cancelLabel="Ficar" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Sair do time?' });
    fireEvent.click(screen.getByRole('button', { name: 'Ficar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(onCancel.mock.calls.length).toBeGreaterThan(1));
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
