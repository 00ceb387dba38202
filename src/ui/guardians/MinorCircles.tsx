import { css } from 'styled-system/css';
import type { MinorContact, MinorTeam, MinorTournament } from '@/contract/guardians';
import { m } from '@/paraglide/messages';
import { UsersIcon, TrophyIcon } from '@/ui/icons';
import { AdultTag } from './AdultTag';

export interface MinorCirclesProps {
  firstName: string;
  teams: MinorTeam[];
  /** Each with its start already formatted for reading. */
  tournaments: Array<MinorTournament & { startsAtText: string }>;
}

const styles = {
  columns: css({ display: 'grid', gap: '6', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }),
  heading: css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: '800', fontSize: 'md', mb: '3' }),
  list: css({ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: '3' }),
  item: css({ p: '3', borderRadius: 'lg', bg: 'bg.subtle', display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' }),
  name: css({ fontWeight: '700', overflowWrap: 'anywhere' }),
  meta: css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' }),
  contacts: css({ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: '2' }),
  contact: css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', fontSize: 'sm', px: '2', py: '1', borderRadius: 'full', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', maxW: '100%', overflowWrap: 'anywhere' }),
  empty: css({ color: 'fg.muted' }),
};

function Contact({ contact }: { contact: MinorContact }) {
  return (
    <li className={styles.contact} data-adult={contact.adult ? '' : undefined}>
      <span>{contact.name}</span>
      <span className={css({ color: 'fg.muted' })}>· {ROLE_TEXTS[contact.role]()}</span>
      {contact.adult ? <AdultTag /> : null}
    </li>
  );
}

const ROLE_TEXTS: Record<MinorContact['role'], () => string> = {
  LEADER: m.guardian_roleLEADER,
  MEMBER: m.guardian_roleMEMBER,
  INVITED: m.guardian_roleINVITED,
  ORGANISER: m.guardian_roleORGANISER,
};

/** The minor's teams and tournaments with everyone in them, adults flagged (docs/product/guardians.md, Supervision). */
export function MinorCircles({ firstName, teams, tournaments }: MinorCirclesProps) {
  return (
    <div className={styles.columns}>
      <section aria-labelledby="minor-teams">
        <h3 id="minor-teams" className={styles.heading}>
          <UsersIcon size={20} aria-hidden="true" />
          {m.guardian_teamsTitle()}
        </h3>
        {teams.length === 0 ? (
          <p className={styles.empty}>{m.guardian_noTeams({ name: firstName })}</p>
        ) : (
          <ul className={styles.list}>
            {teams.map((team) => (
              <li key={team.id} className={styles.item} data-testid="minor-team">
                <span className={styles.name}>{team.name}</span>
                <span className={styles.meta}>{m.guardian_teamTournament({ name: team.tournamentName })}</span>
                {team.contacts.length === 0 ? (
                  <span className={styles.meta}>{m.guardian_noContacts({ name: firstName })}</span>
                ) : (
                  <ul className={styles.contacts}>
                    {team.contacts.map((contact) => (
                      <Contact key={`${contact.role}-${contact.name}`} contact={contact} />
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="minor-tournaments">
        <h3 id="minor-tournaments" className={styles.heading}>
          <TrophyIcon size={20} aria-hidden="true" />
          {m.guardian_tournamentsTitle()}
        </h3>
        {tournaments.length === 0 ? (
          <p className={styles.empty}>{m.guardian_noTournaments({ name: firstName })}</p>
        ) : (
          <ul className={styles.list}>
            {tournaments.map((tournament) => (
              <li key={tournament.id} className={styles.item} data-testid="minor-tournament">
                <span className={styles.name}>{tournament.name}</span>
                <span className={styles.meta}>{m.guardian_tournamentStarts({ date: tournament.startsAtText })}</span>
                <ul className={styles.contacts}>
                  <Contact contact={tournament.organiser} />
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
