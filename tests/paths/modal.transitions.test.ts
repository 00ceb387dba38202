import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { MODAL_OPEN_DELAY_MS, modalMachine } from '@/machines/modal.machine';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A modal that was asked to open and has waited out its delay. */
function openModal(input: { locked?: boolean } = {}) {
  const modal = createActor(modalMachine, { input }).start();
  modal.send({ type: 'modal.open' });
  vi.advanceTimersByTime(MODAL_OPEN_DELAY_MS);
  expect(modal.getSnapshot().value).toBe('open');
  return modal;
}

describe('modal (docs/product/shell.md, Screens)', () => {
  test('the panel appears only once its short delay has passed', () => {
    // "Short": a pause that avoids flicker, well below what a user would notice as waiting.
    expect(MODAL_OPEN_DELAY_MS).toBeGreaterThan(0);
    expect(MODAL_OPEN_DELAY_MS).toBeLessThanOrEqual(300);
    const modal = createActor(modalMachine, { input: {} }).start();
    expect(modal.getSnapshot().value).toBe('closed');

    modal.send({ type: 'modal.open' });
    vi.advanceTimersByTime(MODAL_OPEN_DELAY_MS - 1);
    expect(modal.getSnapshot().value).toBe('opening');

    vi.advanceTimersByTime(1);
    expect(modal.getSnapshot().value).toBe('open');
  });

  test('a modal closed before its delay passed never appears', () => {
    const modal = createActor(modalMachine, { input: {} }).start();
    modal.send({ type: 'modal.open' });
    modal.send({ type: 'modal.close' });

    vi.advanceTimersByTime(MODAL_OPEN_DELAY_MS * 10);
    expect(modal.getSnapshot().value).toBe('closed');
  });

  test('Escape or a backdrop click closes an unlocked modal', () => {
    const modal = openModal();
    modal.send({ type: 'modal.dismiss' });
    expect(modal.getSnapshot().value).toBe('closed');
  });

  test('a locked modal stays open on Escape or a backdrop click', () => {
    const modal = openModal();
    modal.send({ type: 'modal.lock' });
    modal.send({ type: 'modal.dismiss' });

    expect(modal.getSnapshot().value).toBe('open');
    expect(modal.getSnapshot().context.locked).toBe(true);
  });

  test('a modal that starts locked also stays open on Escape or a backdrop click', () => {
    const modal = openModal({ locked: true });
    modal.send({ type: 'modal.dismiss' });
    expect(modal.getSnapshot().value).toBe('open');
  });

  test('a locked modal still closes by its close button', () => {
    const modal = openModal({ locked: true });
    modal.send({ type: 'modal.close' });
    expect(modal.getSnapshot().value).toBe('closed');
  });

  test('once unlocked, Escape or a backdrop click closes it again', () => {
    const modal = openModal({ locked: true });
    modal.send({ type: 'modal.unlock' });
    modal.send({ type: 'modal.dismiss' });

    expect(modal.getSnapshot().value).toBe('closed');
    expect(modal.getSnapshot().context.locked).toBe(false);
  });
});
