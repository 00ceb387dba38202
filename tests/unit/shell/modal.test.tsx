import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Modal } from '@/ui/feedback/Modal';

afterEach(cleanup);

function renderModal(locked: boolean) {
  const onDismiss = vi.fn();
  const onClose = vi.fn();
  render(
    <Modal open locked={locked} title="Título" description="Texto" onDismiss={onDismiss} onClose={onClose}>
      <button type="button">Ação</button>
    </Modal>,
  );
  return { onDismiss, onClose };
}

describe('Modal', () => {
  it('is announced as a dialog with its title', async () => {
    renderModal(false);
    expect(await screen.findByRole('dialog', { name: 'Título' })).toBeTruthy();
  });

  it('asks to be dismissed on Escape when unlocked', async () => {
    const { onDismiss } = renderModal(false);
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(onDismiss).toHaveBeenCalled());
  });

  it('ignores Escape when locked', async () => {
    const { onDismiss } = renderModal(true);
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('closes by its close button even when locked', async () => {
    const { onClose } = renderModal(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Fechar janela' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
