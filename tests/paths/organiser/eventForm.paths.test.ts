import { eventFormMachine } from '@/machines/organiser/eventForm.machine';
import { describePaths } from '../harness';
import { invalidForm, organiserEvent, refused, refusedField, submitOf, validForm } from './organiser.fixtures';

describePaths(eventFormMachine, {
  events: { 'eventForm.submit': [submitOf(validForm), submitOf(invalidForm)] },
  invoked: {
    createEvent: {
      done: [organiserEvent('DRAFT')],
      error: [refusedField('startDate'), refused('status:organiser.forbidden', 403)],
    },
  },
});
