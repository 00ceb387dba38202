import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { dataExportMachine } from '@/machines/data-rights/dataExport.machine';
import { dataExportBusy } from '@/machines/data-rights/dataExport.view';
import type { DataExport } from '@/contract/data-rights';
import { COPY } from './data-rights.fixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startExport(fetchCopy: () => Promise<DataExport>) {
  const effects = { saveFile: vi.fn(), showRequestErrors: vi.fn() };
  const machine = dataExportMachine.provide({
    actors: { fetchCopy: fromPromise(fetchCopy) },
    actions: { saveFile: (_, params) => effects.saveFile(params.copy), showRequestErrors: (_, params) => effects.showRequestErrors(params.messageKeys) },
  });
  return { actor: createActor(machine).start(), effects };
}

describe('downloading the copy of my data (docs/product/data-rights.md, Screens)', () => {
  test('the button waits, then the copy is saved as a file', async () => {
    const { actor, effects } = startExport(async () => COPY);
    actor.send({ type: 'export.start' });
    expect(dataExportBusy(actor.getSnapshot())).toBe(true);
    await settle();
    expect(effects.saveFile).toHaveBeenCalledWith(COPY);
    expect(dataExportBusy(actor.getSnapshot())).toBe(false);
  });

  test('a failure is a toast, nothing is saved, and pressing again tries again', async () => {
    let attempts = 0;
    const { actor, effects } = startExport(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return COPY;
    });
    actor.send({ type: 'export.start' });
    await settle();
    expect(effects.showRequestErrors).toHaveBeenCalledWith(['status:default.error']);
    expect(effects.saveFile).not.toHaveBeenCalled();
    actor.send({ type: 'export.start' });
    await settle();
    expect(effects.saveFile).toHaveBeenCalledOnce();
  });
});
