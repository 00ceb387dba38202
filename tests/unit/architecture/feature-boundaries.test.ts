// @vitest-environment node
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { projectRoot } from './import-graph';

const eslint = new ESLint({ cwd: projectRoot });

/** The lint rules a module at `path` (relative to the root) breaks with one import line. */
async function brokenRules(path: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = imported;\n`, { filePath: join(projectRoot, path) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('imports flow one way and features meet only in routes/', () => {
  test.each([
    ['src/ui/tournaments/Probe.tsx', "import { InstitutionCard as imported } from '@/ui/school/InstitutionCard';", ['architecture/feature-boundaries']],
    ['src/ui/tournaments/Probe.tsx', "import { InstitutionCard as imported } from '../school/InstitutionCard';", ['architecture/feature-boundaries']],
    ['src/machines/tournaments/probe.machine.ts', "import { badgeText as imported } from '@/domain/notifications/badge';", ['architecture/feature-boundaries']],
    ['src/ui/components/Probe.tsx', "import { TournamentCard as imported } from '@/ui/tournaments/TournamentCard';", ['architecture/feature-boundaries']],
    ['src/ui/tournaments/Probe.tsx', "import { createHttp as imported } from '@/api/http';", ['no-restricted-imports']],
    ['src/domain/tournaments/probe.ts', "import { m as imported } from '@/ui/button';", ['no-restricted-imports']],
  ])('%s: %s is refused', async (path, line, rules) => {
    expect(await brokenRules(path, line)).toEqual(rules);
  });

  test.each([
    ['src/ui/tournaments/Probe.tsx', "import { TextField as imported } from '@/ui/components';"],
    ['src/ui/tournaments/Probe.tsx', "import { SUBSCRIPTION_STATUSES as imported } from '@/domain/tournaments/subscription-status';"],
    ['src/machines/tournaments/probe.machine.ts', "import { providedBy as imported } from '@/machines/provided-by';"],
    ['src/routes/_private/tournaments/-screens/Probe.tsx', "import { InstitutionCard as imported } from '@/ui/school/InstitutionCard';"],
  ])('%s: %s is allowed', async (path, line) => {
    expect(await brokenRules(path, line)).toEqual([]);
  });
});
