import { describe, expect, test } from 'vitest';
import { importCycles, importGraph } from './import-graph';

describe('imports', () => {
  test('src/ and server/ have no import circle (static, type-only or dynamic)', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    // The graph sees aliased, relative and dynamic imports alike.
    expect(graph.get('src/ui/feedback/show-toast.ts')).toEqual(['src/domain/messages.ts', 'src/ui/feedback/ToastStack.tsx', 'src/ui/feedback/toast-kinds.ts', 'src/ui/feedback/toast-queue.ts']);
    expect(graph.get('src/routes/_private.tsx')).toContain('src/routes/-shell/PrivateLayoutContainer.tsx');
    expect(graph.get('server/db/schema/event-subscriptions.ts')).toEqual(['server/db/schema/teams.ts', 'server/db/schema/tournaments.ts', 'server/db/schema/users.ts']);
    expect(importCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  test('a circle through a dynamic import is found and named', () => {
    const graph = new Map([
      ['src/ui/feedback/show-toast.ts', ['src/ui/feedback/toast-queue.ts']],
      ['src/ui/feedback/toast-queue.ts', ['src/ui/feedback/show-toast.ts']],
      ['src/ui/feedback/ToastRegion.tsx', ['src/ui/feedback/show-toast.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['src/ui/feedback/show-toast.ts', 'src/ui/feedback/toast-queue.ts', 'src/ui/feedback/show-toast.ts']]);
  });
});
