import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CepField, DateField, PasswordField, PhoneField, TextField } from '../../../src/ui/components';

afterEach(cleanup);

function Phone({ initial = '' }: { initial?: string }) {
  const [digits, setDigits] = useState(initial);
  return (
    <>
      <PhoneField label="WhatsApp" value={digits} onValueChange={setDigits} />
      <output data-testid="digits">{digits}</output>
    </>
  );
}

describe('PhoneField', () => {
  it('masks typed digits and keeps 11 bare digits', async () => {
    render(<Phone />);
    const input = screen.getByRole('textbox', { name: 'WhatsApp' });
    await userEvent.type(input, '11987654321999');
    expect(input).toHaveProperty('value', '11 9 8765-4321');
    expect(screen.getByTestId('digits').textContent).toBe('11987654321');
  });

  it('inserts the 9 after the area code when a 10-digit number is left', async () => {
    render(<Phone />);
    const input = screen.getByRole('textbox', { name: 'WhatsApp' });
    await userEvent.type(input, '2133334444');
    fireEvent.blur(input);
    expect(screen.getByTestId('digits').textContent).toBe('21933334444');
    expect(input).toHaveProperty('value', '21 9 3333-4444');
  });

  it('describes the fixed +55 to screen readers', () => {
    render(<Phone />);
    const input = screen.getByRole('textbox', { name: 'WhatsApp' });
    const hint = document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(hint?.textContent).toMatch(/\+55/);
  });
});

describe('other masked fields', () => {
  it('formats a date and a dotted CEP', async () => {
    function Both() {
      const [date, setDate] = useState('');
      const [cep, setCep] = useState('');
      return (
        <>
          <DateField label="Nascimento" value={date} onValueChange={setDate} />
          <CepField label="CEP" dotted value={cep} onValueChange={setCep} />
        </>
      );
    }
    render(<Both />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nascimento' }), '01021990');
    await userEvent.type(screen.getByRole('textbox', { name: 'CEP' }), '0131a0930');
    expect(screen.getByRole('textbox', { name: 'Nascimento' })).toHaveProperty('value', '01/02/1990');
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveProperty('value', '01.310-930');
  });
});

describe('TextField and PasswordField', () => {
  it('marks an error as invalid and links the message', () => {
    render(<TextField label="Nome" required error="Campo obrigatório" />);
    const input = screen.getByRole('textbox', { name: 'Nome' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    const described = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toContain('Campo obrigatório');
  });

  it('shows and hides the password with a pressed toggle', async () => {
    render(<PasswordField label="Senha" id="pw" />);
    const input = document.getElementById('pw') as HTMLInputElement;
    expect(input.type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    await userEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});
