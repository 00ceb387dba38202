import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { css } from 'styled-system/css';
import { ORGANISER_KEY } from '@/api/organiser/keys';
import {
  BEST_OF,
  EVENT_GAMES,
  PLAY_FORMATS,
  SEEDINGS,
  canChooseSchoolEvent,
  emptyEventForm,
  isBattleRoyale,
  lobbySizeMax,
  type EventFormValues,
} from '@/domain/organiser/event-form';
import { EVENT_FORM_FIELDS } from '@/domain/organiser/event-fields';
import { inspect } from '@/machines/inspector';
import { eventFormView } from '@/machines/organiser/eventForm.view';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { onDemand, PartLoading } from '@/ui/components/OnDemand';
import { formLayout } from '@/ui/components/form-layout';
import { useErrorRound, useFocusFirstError } from '@/ui/components/use-error-focus';
import { ChevronLeftIcon } from '@/ui/icons';
import { EventFormFields } from '@/ui/organiser/EventFormFields';
import { RulesEmpty } from '@/ui/tournaments/RulesEmpty';
import { FORMAT_LABELS, SEEDING_LABELS } from '@/ui/organiser/labels';
import { useErrorTexts } from '@/ui/use-message-table';
import { EVENT_FORM_ERROR_TEXTS } from '@/routes/_private/-organiser/refusal-texts';
import { GAME_NAMES } from '@/routes/-tournaments/game-names';
import { prefetchEventRules, provideEventForm } from './event-form-actors';

const privateRoute = getRouteApi('/_private');

// The rules' preview ends the form, below its first view. A form opens with no rules, which need no
// cleaning: the cleaner (DOMPurify, 10.6 KB gzip) comes with the organiser's first change.
const RulesHtml = onDemand(() => import('@/ui/tournaments/RulesHtml').then((module) => module.RulesHtml), { placeholder: <PartLoading minHeight={48} /> });

const GAME_OPTIONS = EVENT_GAMES.map((game) => ({ value: game, label: GAME_NAMES[game]() }));
const FORMAT_OPTIONS = PLAY_FORMATS.map((format) => ({ value: format, label: FORMAT_LABELS[format]() }));
const BEST_OF_OPTIONS = BEST_OF.map((n) => ({ value: String(n), label: m.organiser_bestOf({ n }) }));
const SEEDING_OPTIONS = SEEDINGS.map((seeding) => ({ value: seeding, label: SEEDING_LABELS[seeding]() }));

/** /organiser/new (docs/product/play.md, Screens): the event form; a created draft opens in its console. */
export function NewEventScreen() {
  const { http, user } = privateRoute.useRouteContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<EventFormValues>(() => emptyEventForm(new Date()));
  // The first change starts fetching the rules the form is sent through.
  const rulesAsked = useRef(false);
  const canChooseSchool = canChooseSchoolEvent(user.role);
  const machine = useMemo(
    () =>
      provideEventForm({
        http,
        canChooseSchool,
        refreshList: () => void queryClient.invalidateQueries({ queryKey: [ORGANISER_KEY, 'list'] }),
        openConsole: (id) => void navigate({ to: '/organiser/event', search: { id } }),
        goBack: () => void navigate({ to: '/organiser' }),
      }),
    [http, canChooseSchool, queryClient, navigate],
  );
  const [state, send] = useMachine(machine, { inspect });
  const { submitting, finished } = eventFormView(state);
  const errors = useErrorTexts(state.context.fieldErrors, EVENT_FORM_ERROR_TEXTS);
  const formRef = useFocusFirstError(useErrorRound(state.context.fieldErrors), errors, EVENT_FORM_FIELDS);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting || finished) return;
    send({ type: 'eventForm.submit', values });
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', w: '100%', minW: '0', maxW: 'content' })}>
      <title>{`${m.organiser_newTitle()} · ${m.common_appName()}`}</title>
      <Link to="/organiser" className={formLayout.link}>
        <ChevronLeftIcon size={18} />
        {m.organiser_backToList()}
      </Link>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h1 className={css({ textStyle: 'pageTitle' })}>{m.organiser_newTitle()}</h1>
        <p className={css({ color: 'fg.muted' })}>{m.organiser_newIntro()}</p>
      </div>
      <form ref={formRef} noValidate onSubmit={submit} aria-busy={submitting} className={formLayout.form} data-testid="event-form">
        <EventFormFields
          values={values}
          errors={errors}
          onChange={(change) => {
            if (!rulesAsked.current) {
              rulesAsked.current = true;
              prefetchEventRules();
              RulesHtml.preload();
            }
            setValues((current) => ({ ...current, ...change }));
          }}
          games={GAME_OPTIONS}
          formats={FORMAT_OPTIONS}
          bestOf={BEST_OF_OPTIONS}
          seedings={SEEDING_OPTIONS}
          royale={isBattleRoyale(values)}
          lobbySizeMax={lobbySizeMax(values.teamSize)}
          canChooseSchool={canChooseSchool}
          rulesPreview={values.rules.trim() ? <RulesHtml html={values.rules} emptyText={m.organiser_rulesEmpty()} /> : <RulesEmpty text={m.organiser_rulesEmpty()} />}
        />
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' })}>
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => send({ type: 'eventForm.cancel' })} disabled={submitting}>
            {m.common_cancel()}
          </button>
          <button type="submit" className={button({ variant: 'primary' })} disabled={submitting || finished} data-testid="event-form-submit">
            {submitting ? m.organiser_submitting() : m.organiser_create()}
          </button>
        </div>
      </form>
    </div>
  );
}
