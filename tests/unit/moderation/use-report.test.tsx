import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { HttpClient } from '@/api/http';
import { useReport } from '@/routes/-moderation/use-report';

afterEach(cleanup);

// The flow's module and the modal's panel (Ark's dialog), both fetched on demand, compile once for
// the whole file; on a busy CI machine that takes longer than a hook's default 10 s. The page still
// fetches them through its own import() on the first press.
beforeAll(async () => {
  await Promise.all([import('@/routes/-moderation/ReportFlow'), import('@/ui/feedback/ModalPanel')]);
}, 120_000);

/** The dialog of a press: its code is on demand, so it appears once that has resolved. */
const dialogNamed = (name: string) => screen.findByRole('dialog', { name }, { timeout: 15_000 });

function Page({ http }: { http: HttpClient }) {
  const report = useReport(http);
  return (
    <>
      <button type="button" onClick={() => report.open({ target: { kind: 'PLAYER', playId: 'ana#1' }, label: 'ana#1' })}>
        Denunciar Ana
      </button>
      <button type="button" onClick={() => report.open({ target: { kind: 'TEAM', teamId: 7 }, label: 'Os Fortes' })}>
        Denunciar o time
      </button>
      {report.dialog}
    </>
  );
}

const fakeHttp = () => vi.fn(() => Promise.resolve()) as unknown as HttpClient & ReturnType<typeof vi.fn>;

describe('the report flow, downloaded on the first press', { timeout: 30_000 }, () => {
  it('is not on the page until someone presses "Denunciar"', () => {
    render(<Page http={fakeHttp()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('opens about what was pressed, and opens again about the next one after closing', async () => {
    render(<Page http={fakeHttp()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Denunciar Ana' }));
    const first = await dialogNamed('Denunciar ana#1');
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancelar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(first.isConnected).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Denunciar o time' }));
    expect(await dialogNamed('Denunciar o nome do time Os Fortes')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancelar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The same subject again: a new press is a new report.
    fireEvent.click(screen.getByRole('button', { name: 'Denunciar o time' }));
    expect(await dialogNamed('Denunciar o nome do time Os Fortes')).toBeTruthy();
  });

  it('opens once under StrictMode, whose effects run twice', async () => {
    render(
      <StrictMode>
        <Page http={fakeHttp()} />
      </StrictMode>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Denunciar Ana' }));
    expect(await dialogNamed('Denunciar ana#1')).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('sends the report about the subject pressed', async () => {
    const http = fakeHttp();
    render(<Page http={http} />);
    fireEvent.click(screen.getByRole('button', { name: 'Denunciar Ana' }));
    await dialogNamed('Denunciar ana#1');
    fireEvent.click(screen.getAllByRole('radio')[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar denúncia' }));
    expect(await dialogNamed('Denúncia enviada')).toBeTruthy();
    const [, options] = http.mock.calls[0] as [string, { method: string; body: { target: unknown } }];
    expect(options.body.target).toEqual({ kind: 'PLAYER', playId: 'ana#1' });
  });
});
