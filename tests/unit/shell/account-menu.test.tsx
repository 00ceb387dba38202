import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { AccountMenu } from '@/ui/shell/AccountMenu';

/** The menu's entries are router links, so it renders inside a router. */
function renderMenu() {
  const rootRoute = createRootRoute({ component: () => <AccountMenu userName="Beatriz" onLogout={() => undefined} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('the account menu', () => {
  it('is a plain button until used, and arrives open when a press started on it', async () => {
    renderMenu();
    await screen.findByTestId('user-menu');
    expect(screen.queryByRole('menu')).toBeNull();
    // The press lands on the plain button; its release would land on the menu's own trigger.
    fireEvent.pointerDown(screen.getByTestId('user-menu'));
    expect(await screen.findByRole('menuitem', { name: 'Sair' }, { timeout: 10_000 })).toBeTruthy();
  }, 30_000);

  it('stays closed when it only arrives because the pointer passed over it', async () => {
    renderMenu();
    const plain = await screen.findByTestId('user-menu');
    fireEvent.pointerEnter(plain);
    // The loaded menu replaces the plain button (a new element under the same test id)…
    await waitFor(() => expect(screen.getByTestId('user-menu')).not.toBe(plain), { timeout: 10_000 });
    // …and does not open by itself.
    expect(screen.queryByRole('menuitem', { name: 'Sair' })).toBeNull();
  }, 30_000);
});
