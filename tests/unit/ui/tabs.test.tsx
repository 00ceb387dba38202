import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from '@/ui/components/Tabs';

afterEach(cleanup);

let mounts: string[] = [];

function Content({ name }: { name: string }) {
  // Counts mounts through the state initialiser, which runs once per mount.
  useState(() => mounts.push(name));
  return <p>{`conteúdo ${name}`}</p>;
}

function Page() {
  const [value, setValue] = useState('a');
  return (
    <Tabs
      label="Abas"
      value={value}
      onValueChange={setValue}
      items={[
        { value: 'a', label: 'Primeira', content: <Content name="a" /> },
        { value: 'b', label: 'Segunda', content: <Content name="b" /> },
        { value: 'c', label: 'Terceira', content: <Content name="c" /> },
      ]}
    />
  );
}

describe('tabs', () => {
  it('draw a tab on its first selection, keep it drawn and hidden after, and never draw it twice', async () => {
    mounts = [];
    render(<Page />);
    expect(screen.getByRole('tabpanel', { name: 'Primeira' }).textContent).toBe('conteúdo a');
    expect(screen.queryByText('conteúdo b')).toBeNull();
    expect(screen.queryByText('conteúdo c')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Segunda' })));
    expect(screen.getByRole('tabpanel', { name: 'Segunda' }).textContent).toBe('conteúdo b');
    expect(screen.getByText('conteúdo a').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
    expect(screen.queryByText('conteúdo c')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Primeira' })));
    expect(screen.getByRole('tabpanel', { name: 'Primeira' }).textContent).toBe('conteúdo a');
    expect(screen.getByText('conteúdo b').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
    expect(mounts).toEqual(['a', 'b']);
  });

  it('are reached with Tab on the selected one; arrows, Home and End move along, select and skip a disabled tab', async () => {
    const changes: string[] = [];
    render(
      <Tabs
        label="Abas"
        defaultValue="b"
        onValueChange={(value) => changes.push(value)}
        items={[
          { value: 'a', label: 'Primeira', content: <p>a</p> },
          { value: 'b', label: 'Segunda', content: <p>b</p> },
          { value: 'c', label: 'Terceira', content: <p>c</p>, disabled: true },
          { value: 'd', label: 'Quarta', content: <p>d</p> },
        ]}
      />,
    );
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getByRole('tablist', { name: 'Abas' })).toBeTruthy();
    expect(['Primeira', 'Segunda', 'Terceira', 'Quarta'].map((name) => tab(name).tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(tab('Segunda').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Segunda' }).id).toBe(tab('Segunda').getAttribute('aria-controls'));

    const press = (key: string) => act(async () => fireEvent.keyDown(document.activeElement!, { key }));
    tab('Segunda').focus();
    await press('ArrowRight');
    expect(document.activeElement).toBe(tab('Quarta'));
    expect(tab('Quarta').getAttribute('aria-selected')).toBe('true');
    await press('ArrowRight');
    expect(document.activeElement).toBe(tab('Primeira'));
    await press('End');
    expect(document.activeElement).toBe(tab('Quarta'));
    await press('Home');
    expect(document.activeElement).toBe(tab('Primeira'));
    await press('ArrowLeft');
    expect(document.activeElement).toBe(tab('Quarta'));
    // Other keys are left to the page.
    await press('ArrowDown');
    expect(document.activeElement).toBe(tab('Quarta'));
    expect(changes).toEqual(['d', 'a', 'd', 'a', 'd']);
    expect(screen.getByRole('tabpanel', { name: 'Quarta' }).textContent).toBe('d');
    expect(screen.queryByText('c')).toBeNull();
  });
});
