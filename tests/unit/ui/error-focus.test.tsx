import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useErrorRound, useFocusFirstError } from '@/ui/components/use-error-focus';

afterEach(cleanup);

interface FieldError {
  field: string;
  text: string;
}

const ORDER = ['firstName', 'email', 'state'] as const;

/** A form as the containers build one: the flow's error list in, a round count and focus out. */
function Form({ fieldErrors }: { fieldErrors: readonly FieldError[] }) {
  const round = useErrorRound(fieldErrors);
  const errors = Object.fromEntries(fieldErrors.map((error) => [error.field, error.text]));
  const formRef = useFocusFirstError(round, errors, ORDER);
  return (
    <form ref={formRef}>
      <output data-testid="round">{round}</output>
      <div data-field="firstName">
        <label>
          Nome <input />
        </label>
      </div>
      <label>
        E-mail <input name="email" />
      </label>
      <div data-field="state">
        <label>
          Estado
          <select>
            <option>SP</option>
          </select>
        </label>
      </div>
      <button type="button">Outro</button>
    </form>
  );
}

const round = () => screen.getByTestId('round').textContent;

describe('useErrorRound and useFocusFirstError', () => {
  it('a refused submit is a round: focus goes to the first field with an error, in form order', () => {
    const { rerender } = render(<Form fieldErrors={[]} />);
    expect(round()).toBe('0');
    expect(document.activeElement).toBe(document.body);

    rerender(<Form fieldErrors={[{ field: 'state', text: 'Escolha' }, { field: 'email', text: 'Informe' }]} />);
    expect(round()).toBe('1');
    // Found by its name when no wrapper marks it.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
  });

  it('the same list, or one that empties as the person types, starts no round and leaves focus alone', () => {
    const errors = [{ field: 'firstName', text: 'Informe' }];
    const { rerender } = render(<Form fieldErrors={errors} />);
    expect(round()).toBe('0');
    rerender(<Form fieldErrors={errors} />);
    expect(round()).toBe('0');

    rerender(<Form fieldErrors={[{ field: 'state', text: 'Escolha' }]} />);
    expect(round()).toBe('1');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Estado' }));

    screen.getByRole('button', { name: 'Outro' }).focus();
    rerender(<Form fieldErrors={[]} />);
    expect(round()).toBe('1');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Outro' }));
  });

  it('a second refusal is a new round even with the same fields, and focus returns to the first', () => {
    const { rerender } = render(<Form fieldErrors={[]} />);
    rerender(<Form fieldErrors={[{ field: 'firstName', text: 'Informe' }]} />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nome' }));
    screen.getByRole('button', { name: 'Outro' }).focus();

    rerender(<Form fieldErrors={[{ field: 'firstName', text: 'Informe' }]} />);
    expect(round()).toBe('2');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nome' }));
  });
});
