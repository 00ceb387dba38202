import { eventFormMachine } from '@/machines/organiser/eventForm.machine';
import { describePaths } from '../harness';
import { educatorRules, invalidForm, organiserEvent, refused, refusedField, rulesUnreachable, submitOf, validForm } from './organiser.fixtures';

describePaths(eventFormMachine, {
  events: { 'eventForm.submit': [submitOf(validForm), submitOf(invalidForm)] },
  invoked: {
    loadRules: { done: [educatorRules], error: [rulesUnreachable] },
    createEvent: {
      done: [organiserEvent('DRAFT')],
      error: [refusedField('startDate'), refused('status:organiser.forbidden', 403)],
    },
  },
});
