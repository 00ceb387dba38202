// @vitest-environment node
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { projectRoot } from './import-graph';

const eslint = new ESLint({ cwd: projectRoot });

/** The lint rules a module at `path` (relative to the root) breaks with one import line. */
async function brokenRules(path: string, importLine: string): Promise<string[]> {
  // contract/ holds types only, so its probe uses the import in a type.
  const use = path.startsWith('src/contract/') ? 'export type Used = typeof imported;' : 'export const used = imported;';
  const [result] = await eslint.lintText(`${importLine}\n${use}\n`, { filePath: join(projectRoot, path) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('imports flow one way and features meet only in routes/', () => {
  test.each([
    ['src/ui/tournaments/Probe.tsx', "import { InstitutionCard as imported } from '@/ui/school/InstitutionCard';", ['boundaries/dependencies']],
    ['src/ui/tournaments/Probe.tsx', "import { InstitutionCard as imported } from '../school/InstitutionCard';", ['boundaries/dependencies']],
    ['src/machines/tournaments/probe.machine.ts', "import { badgeText as imported } from '@/domain/notifications/badge';", ['boundaries/dependencies']],
    ['src/ui/components/Probe.tsx', "import { TournamentCard as imported } from '@/ui/tournaments/TournamentCard';", ['boundaries/dependencies']],
    ['src/ui/tournaments/Probe.tsx', "import { createHttp as imported } from '@/api/http';", ['no-restricted-imports']],
    ['src/domain/tournaments/probe.ts', "import { m as imported } from '@/ui/button';", ['no-restricted-imports']],
    ['src/api/probe.ts', "import { teamListQuery as imported } from '@/api/teams/lists';", ['@typescript-eslint/no-restricted-imports']],
    ['src/api/probe.ts', "import { teamListQuery as imported } from './teams/lists';", ['@typescript-eslint/no-restricted-imports']],
    // Only `import type` says for certain that nothing loads at run time; inline `type` marks do not.
    ['src/ui/tournaments/Probe.tsx', "import { type InstitutionCardProps as imported } from '@/ui/school/InstitutionCard';", ['boundaries/dependencies']],
    ['src/machines/tournaments/probe.machine.ts', "const imported = await import('@/machines/school/schoolLink.machine');", ['boundaries/dependencies']],
    ['src/contract/probe.ts', "import { GAMES as imported } from '@/domain/route-search-schemas';", ['no-restricted-syntax']],
    ['src/contract/probe.ts', "import type { Http as imported } from '@/api/http';", ['no-restricted-imports']],
    ['server/routes/probe.ts', "import type { Profile as imported } from '../../src/api/profile/queries';", ['no-restricted-imports']],
  ])('%s: %s is refused', async (path, line, rules) => {
    expect(await brokenRules(path, line)).toEqual(rules);
  });

  test.each([
    ['src/ui/tournaments/Probe.tsx', "import { TextField as imported } from '@/ui/components';"],
    ['src/ui/tournaments/Probe.tsx', "import { SUBSCRIPTION_STATUSES as imported } from '@/domain/tournaments/subscription-status';"],
    ['src/machines/tournaments/probe.machine.ts', "import { providedBy as imported } from '@/machines/provided-by';"],
    ['src/routes/_private/tournaments/-detail/Probe.tsx', "import { InstitutionCard as imported } from '@/ui/school/InstitutionCard';"],
    ['src/ui/tournaments/Probe.tsx', "import { TournamentCard as imported } from '@/ui/tournaments/TournamentCard';"],
    // Types cross features freely: a parent flow names its child flows' types without casts.
    ['src/machines/tournaments/probe.machine.ts', "import type { SchoolLinkMachine as imported } from '@/machines/school/schoolLink.machine';"],
    ['src/ui/tournaments/Probe.tsx', "import type { InstitutionCardProps as imported } from '@/ui/school/InstitutionCard';"],
    ['src/ui/tournaments/Probe.tsx', "import type { Profile as imported } from '@/contract/profile';"],
    ['src/api/probe.ts', "import type { TeamPage as imported } from '@/api/teams/lists';"],
    ['src/ui/Probe.tsx', "import { TextField as imported } from '@/ui/components';"],
    ['src/ui/Probe.tsx', "import { showToast as imported } from './feedback/show-toast';"],
    ['src/api/probe.ts', "import { config as imported } from '@/api/config';"],
    ['src/contract/probe.ts', "import type { SkillKey as imported } from '@/domain/skills';"],
    ['server/routes/probe.ts', "import type { Profile as imported } from '../../src/contract/profile';"],
  ])('%s: %s is allowed', async (path, line) => {
    expect(await brokenRules(path, line)).toEqual([]);
  });
});
