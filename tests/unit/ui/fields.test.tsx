import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CepField, Checkbox, DateField, PasswordField, PhoneField, RadioGroup, TextField } from '@/ui/components';

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

describe('Checkbox and RadioGroup', () => {
  function Terms({ error }: { error?: string }) {
    const [checked, setChecked] = useState(false);
    return (
      <Checkbox name="terms" required checked={checked} onCheckedChange={setChecked} error={error}>
        Aceito os termos
      </Checkbox>
    );
  }

  it('names the checkbox by its label, toggles from the keyboard and links its error', async () => {
    render(<Terms error="Aceite os termos" />);
    const box = screen.getByRole('checkbox', { name: /Aceito os termos/ });
    expect(box.hasAttribute('required')).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Aceite os termos');
    box.focus();
    await userEvent.keyboard(' ');
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  function Role({ error }: { error?: string }) {
    const [value, setValue] = useState<string | null>(null);
    const options = [
      { value: 'student', label: 'Estudante' },
      { value: 'educator', label: 'Educador(a)' },
    ];
    return <RadioGroup label="Eu sou" required options={options} value={value} onValueChange={setValue} error={error} />;
  }

  it('names the group by its legend, links its error and reports the picked option', async () => {
    render(<Role error="Escolha uma opção" />);
    const group = screen.getByRole('radiogroup', { name: /Eu sou/ });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Escolha uma opção');
    const radios = screen.getAllByRole('radio');
    expect(radios.every((radio) => radio.hasAttribute('required'))).toBe(true);
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    await userEvent.click(screen.getByRole('radio', { name: 'Educador(a)' }));
    expect((screen.getByRole('radio', { name: 'Educador(a)' }) as HTMLInputElement).checked).toBe(true);
  });
});
