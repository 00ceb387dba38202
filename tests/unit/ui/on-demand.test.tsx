import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { onDemand, PartLoading } from '@/ui/components/OnDemand';

afterEach(cleanup);

/** Stands in for the route's own error handling. */
class PageBoundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message === null ? this.props.children : <p>erro da página: {this.state.message}</p>;
  }
}

function Greeting({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

describe('a part loaded on demand', () => {
  it('keeps its place with an announced placeholder, then shows the part', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Part = onDemand(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)), { placeholder: <PartLoading minHeight={200} /> });
    render(<Part name="Ana" />);
    const placeholder = await screen.findByRole('status');
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    expect(placeholder.style.minHeight).toBe('200px');
    expect(placeholder.textContent).toBe('Carregando…');
    arrive(Greeting);
    expect(await screen.findByText('Olá, Ana')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws a part whose code a loader awaited in its first render, with no placeholder', async () => {
    let fetches = 0;
    const Part = onDemand(
      () => {
        fetches += 1;
        return Promise.resolve(Greeting);
      },
      { placeholder: <PartLoading /> },
    );
    await Part.preload();
    const { container } = render(<Part name="Eva" />);
    // Synchronously: the first commit already holds the part.
    expect(container.textContent).toBe('Olá, Eva');
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetches).toBe(1);
  });

  it('a preload that fails resolves, and the part still says so when it renders', async () => {
    const Part = onDemand(() => Promise.reject<typeof Greeting>(new Error('offline')), { placeholder: <PartLoading /> });
    await expect(Part.preload()).resolves.toBeUndefined();
    render(<Part name="Fábio" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Não foi possível carregar esta parte');
  });

  it('draws the placeholder from the part’s props when asked', async () => {
    const Part = onDemand(() => new Promise<typeof Greeting>(() => undefined), { placeholder: ({ name }: { name: string }) => <p>Esperando {name}</p> });
    render(<Part name="Bia" />);
    expect(await screen.findByText('Esperando Bia')).toBeTruthy();
  });

  it('shows nothing when a quiet part’s code cannot be fetched, and the page around it stays', async () => {
    let fail: (error: Error) => void = () => undefined;
    const Part = onDemand(() => new Promise<typeof Greeting>((_resolve, reject) => (fail = reject)), { placeholder: <PartLoading />, quiet: true });
    render(
      <PageBoundary>
        <h1>Página</h1>
        <Part name="Duda" />
      </PageBoundary>,
    );
    expect(await screen.findByRole('status')).toBeTruthy();
    fail(new Error('ChunkLoadError'));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Página' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/erro da página/)).toBeNull();
  });

  it('says in pt-BR when the code cannot be fetched, and the retry fetches it again', async () => {
    let attempts = 0;
    const Part = onDemand(
      () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
      },
      { placeholder: <PartLoading /> },
    );
    render(<Part name="Caio" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar esta parte');
    expect(alert.textContent).toContain('Verifique sua conexão');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Olá, Caio')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('leaves an error of the part itself to the page’s own handling', async () => {
    function Broken(): never {
      throw new Error('bug');
    }
    const Part = onDemand(() => Promise.resolve(Broken), { placeholder: null });
    render(
      <PageBoundary>
        <Part />
      </PageBoundary>,
      { onCaughtError: () => undefined },
    );
    expect(await screen.findByText('erro da página: bug')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
