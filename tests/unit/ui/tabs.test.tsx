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
});
