import { useState } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Autocomplete as AutocompleteType } from '@/ui/components';

// The combobox's code arrives when the test lets it: what is typed before that goes to the stand-in.
// Each test takes fresh modules and a fresh hold, so the code has not arrived for it yet; the
// hold is lifted after the file, whose worker other files share.
const BOX = '@/ui/components/AutocompleteBox';
let letArrive: () => void = () => {};
let Autocomplete: typeof AutocompleteType;

beforeEach(async () => {
  const arrival = new Promise<void>((resolve) => (letArrive = resolve));
  vi.doUnmock(BOX);
  vi.resetModules();
  vi.doMock(BOX, async (importOriginal) => {
    await arrival;
    return importOriginal();
  });
  ({ Autocomplete } = await import('@/ui/components'));
}, 60_000);
afterAll(() => {
  vi.doUnmock(BOX);
  vi.resetModules();
});
afterEach(cleanup);

const CITIES = ['Niterói', 'Nova Iguaçu', 'Natal'];

function renderField(search = vi.fn(async (query: string) => CITIES.filter((city) => city.toLowerCase().startsWith(query.toLowerCase())))) {
  const onSelect = vi.fn();
  const onInputChange = vi.fn();
  // Like the forms, the page keeps the typed text and passes it back as the field's default.
  function Form() {
    const [typed, setTyped] = useState('');
    return (
      <Autocomplete<string>
        label="Cidade"
        name="cityId"
        search={search}
        itemToString={(city) => city}
        itemToValue={(city) => city}
        onSelect={onSelect}
        onInputChange={(text) => {
          onInputChange(text);
          setTyped(text);
        }}
        defaultInputValue={typed}
        debounceMs={10}
        helperText="Digite o início do nome"
      />
    );
  }
  render(<Form />);
  return { search, onSelect, onInputChange };
}

const combobox = () => document.querySelector('[data-scope=combobox][data-part=input]');

describe('Autocomplete', () => {
  it('is a plain field until a person reaches for it: no combobox code drawn, the same name, label and help', () => {
    renderField();
    const field = screen.getByRole('combobox', { name: 'Cidade' });
    expect(field.getAttribute('name')).toBe('cityId');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Digite o início do nome')).toBeTruthy();
    expect(combobox()).toBeNull();
  });

  it('keeps what is typed while the combobox arrives, then hands it over with the focus and the selection, and searches for it', async () => {
    const { search, onSelect, onInputChange } = renderField();
    const user = userEvent.setup();
    const standIn = screen.getByRole('combobox', { name: 'Cidade' }) as HTMLInputElement;
    await user.click(standIn);
    await user.keyboard('Natal');
    // Selected before the combobox arrives (as a field's "fill" does): the next keys replace it.
    standIn.setSelectionRange(0, 5);
    expect(combobox()).toBeNull();
    expect(onInputChange).toHaveBeenLastCalledWith('Natal');
    letArrive();
    await waitFor(() => expect(combobox()).not.toBeNull(), { timeout: 10_000 });
    const input = combobox() as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('Natal');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 5]);
    // The handed-over text is searched for as it came in. (Awaited before the next keys: keys within
    // the debounce would replace that search, as they replace any other.)
    await waitFor(() => expect(search).toHaveBeenCalledExactlyOnceWith('Natal', expect.anything()));
    await screen.findByRole('option', { name: 'Natal' });
    // Opening the suggestions writes the same text into the input again, which puts jsdom's caret at
    // the end: the text is selected again, as the handover left it, for the next keys to replace.
    input.setSelectionRange(0, 5);
    await user.keyboard('Ni');
    expect(input.value).toBe('Ni');
    // The first suggestion is highlighted as the suggestions arrive: Enter picks it.
    await waitFor(() => expect(search).toHaveBeenCalledWith('Ni', expect.anything()));
    const niteroi = await screen.findByRole('option', { name: 'Niterói' });
    await waitFor(() => expect(niteroi.hasAttribute('data-highlighted')).toBe(true));
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Niterói');
  });
});
