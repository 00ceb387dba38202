import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '@/ui/shell/ThemeToggle';
import { useHydrated } from '@/ui/use-hydrated';
import { useMediaQuery } from '@/ui/use-media-query';

function Probe() {
  const hydrated = useHydrated();
  const wide = useMediaQuery('(min-width: 960px)');
  return (
    <p>
      {hydrated ? 'browser' : 'html'} {wide ? 'wide' : 'narrow'}
    </p>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('what only the browser knows, on a page rendered ahead of it', () => {
  it('is unknown in the HTML and while React takes it over, then known, without a mismatch', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('html narrow');
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.textContent).toBe('browser wide');
    expect(errors).toEqual([]);
  });

  it('is known from the first render the browser starts on its own', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    const renders: string[] = [];
    function Recorder() {
      const hydrated = useHydrated();
      const wide = useMediaQuery('(min-width: 960px)');
      renders.push(`${hydrated} ${wide}`);
      return null;
    }
    render(<Recorder />);
    expect(renders[0]).toBe('true true');
  });

  it('the theme toggle, before the takeover, shows the icon of the page theme by its styles and a neutral name', () => {
    const { getByRole, container } = render(<ThemeToggle theme="document" onToggle={() => {}} />);
    expect(getByRole('button', { name: 'Tema' })).toBeTruthy();
    expect(container.querySelectorAll('svg')).toHaveLength(2);
  });
});
