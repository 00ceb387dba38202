import { eq } from 'drizzle-orm';
import type { SchoolLinkStatusResponse } from '../../src/api/contract/school-links';
import { schoolLinks } from '../db/schema';
import type { EndpointGroup } from '../http/types';

const STATUS_KEYS: Record<number, string> = {
  0: 'nonexistent',
  1: 'started',
  2: 'processing',
  3: 'approved',
  4: 'refused',
  99: 'unknown',
};

export function institutionStatus(code: number): SchoolLinkStatusResponse['institutionStatus'] {
  const known = code in STATUS_KEYS ? code : 99;
  return { statusCode: known as SchoolLinkStatusResponse['institutionStatus']['statusCode'], messageKey: `status:institutionStatus.${STATUS_KEYS[known]}` };
}

export const schoolLinkRoutes: EndpointGroup = {
  name: 'school-links',
  register(app, { db, authenticate }) {
    app.get('/educational/api/links/status', async (c) => {
      const { userId } = await authenticate(c);
      const [link] = await db.select().from(schoolLinks).where(eq(schoolLinks.userId, userId));
      const body: SchoolLinkStatusResponse = link
        ? {
            idInstitution: link.institutionId,
            schoolDraftId: link.schoolDraftId,
            linkStepsCompleted: link.linkStepsCompleted,
            currentStep: link.currentStep,
            institutionStatus: institutionStatus(link.institutionStatusCode),
            educationLevel: link.educationLevel,
          }
        : {
            idInstitution: null,
            schoolDraftId: null,
            linkStepsCompleted: false,
            currentStep: 1,
            institutionStatus: institutionStatus(0),
            educationLevel: null,
          };
      return c.json(body);
    });
  },
};
