import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessageTable } from '@/domain/messages';
import { bindFields, errorTexts } from '@/ui/components/field-binding';
import { Checkbox, CpfField, RadioGroup, SelectField, TextField } from '@/ui/components';

afterEach(cleanup);

interface Values {
  name: string;
  cpf: string;
  state: string;
  role: 'student' | 'educator';
  terms: boolean;
}

function Form({ errors = {} }: { errors?: Partial<Record<string, string>> }) {
  const [values, setValues] = useState<Values>({ name: '', cpf: '', state: '', role: 'student', terms: false });
  const field = bindFields(values, errors, (change) => setValues((current) => ({ ...current, ...change })));
  return (
    <form>
      <TextField label="Nome" {...field.text('name')} />
      <CpfField label="CPF" {...field.value('cpf')} />
      <SelectField label="Estado" placeholder="Escolha" options={[{ value: 'SP', label: 'São Paulo' }]} {...field.text('state')} />
      <RadioGroup
        label="Perfil"
        options={[
          { value: 'student', label: 'Aluno' },
          { value: 'educator', label: 'Educador' },
        ]}
        {...field.value('role')}
      />
      <Checkbox {...field.checked('terms')}>Aceito</Checkbox>
      <output data-testid="values">{JSON.stringify(values)}</output>
    </form>
  );
}

const shown = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Values;

describe('bindFields', () => {
  it('each kind of field reads and writes its own value by name', async () => {
    render(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: 'CPF' }), '52998224725');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'SP');
    await userEvent.click(screen.getByRole('radio', { name: 'Educador' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aceito' }));
    expect(shown()).toEqual({ name: 'Ana', cpf: '52998224725', state: 'SP', role: 'educator', terms: true });
    // The name lands on the input, where focus after a refused submit looks for it.
    expect(screen.getByRole('textbox', { name: 'CPF' }).getAttribute('name')).toBe('cpf');
    expect(screen.getByRole('checkbox', { name: 'Aceito' }).getAttribute('name')).toBe('terms');
  });

  it('shows each field its own error', () => {
    render(<Form errors={{ name: 'Informe seu nome', terms: 'Aceite os termos' }} />);
    expect(screen.getByRole('textbox', { name: 'Nome' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Informe seu nome')).toBeTruthy();
    expect(screen.getByText('Aceite os termos')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'CPF' }).getAttribute('aria-invalid')).toBeNull();
  });
});

describe('errorTexts', () => {
  it('keeps the first message of each field and lets a form word a message its own way', async () => {
    await loadMessageTable();
    const texts = errorTexts(
      [
        { field: 'email', messageKey: 'validation:email.required' },
        { field: 'email', messageKey: 'validation:email.invalid' },
        { field: 'firstName', messageKey: 'validation:firstName.required' },
      ],
      { 'validation:firstName.required': () => 'Informe o nome do responsável' },
    );
    expect(Object.keys(texts)).toEqual(['email', 'firstName']);
    expect(texts.firstName).toBe('Informe o nome do responsável');
    expect(texts.email).toBe('Informe seu e-mail.');
  });
});
