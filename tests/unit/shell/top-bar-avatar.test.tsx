import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AccountMenu } from '@/ui/shell/AccountMenu';

afterEach(cleanup);

describe('the top bar account button (docs/product/shell.md, Screens)', () => {
  it('shows the initial until the student has an avatar', () => {
    render(<AccountMenu userName="lucas" onLogout={() => undefined} />);
    expect(screen.queryByTestId('top-bar-avatar')).toBeNull();
    expect(screen.getByTestId('user-menu').textContent).toContain('L');
  });

  it("shows the avatar's image once there is one, as decoration beside the greeting", () => {
    render(<AccountMenu userName="lucas" avatarUrl="http://localhost/stand-ins/avatar/renders/1203-0a1b2c3d4e5f.svg" onLogout={() => undefined} />);
    const image = screen.getByTestId('top-bar-avatar');
    expect(image.getAttribute('src')).toBe('http://localhost/stand-ins/avatar/renders/1203-0a1b2c3d4e5f.svg');
    expect(image.getAttribute('alt')).toBe('');
    // Its name is its own text: the greeting, then what it opens (WCAG 2.5.3, label in name).
    expect(screen.getByRole('button', { name: 'Olá, lucas! Menu da conta' })).toBeTruthy();
  });
});
