import { useLayoutEffect, useRef } from 'react';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { FlagIcon } from '@/ui/icons';
import { reportTrigger } from './report-trigger';

const item = css({ display: 'flex', alignItems: 'center', gap: '2', px: '3', minH: '11', borderRadius: 'lg', cursor: 'pointer', color: 'fg.default', _highlighted: { bg: 'bg.subtle' } });

/**
 * The team event's report menu (Ark's Menu), fetched by ReportMenu when the user reaches for its
 * trigger. It arrives opened if the plain trigger was pressed meanwhile, focused if it had focus.
 */
export default function ReportTeamMenu({
  playId,
  teamName,
  onReportPlayer,
  onReportTeam,
  openAtOnce,
  focusAtOnce,
}: {
  playId: string;
  teamName: string;
  onReportPlayer: () => void;
  onReportTeam: () => void;
  openAtOnce: boolean;
  focusAtOnce: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  // In the commit that replaces the plain button: no key press can fall between the two.
  useLayoutEffect(() => {
    if (focusAtOnce && !openAtOnce) trigger.current?.focus();
  }, [focusAtOnce, openAtOnce]);
  const label = m.moderation_report_menuFor({ name: playId, team: teamName });
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={openAtOnce} onSelect={(details) => (details.value === 'team' ? onReportTeam() : onReportPlayer())}>
      <Menu.Trigger ref={trigger} className={reportTrigger} aria-label={label} title={label}>
        <FlagIcon size={18} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner style={{ zIndex: 400 }}>
          <Menu.Content
            className={css({ minW: '220px', maxW: 'calc(100vw - 2rem)', p: '2', bg: 'bg.surface', borderRadius: 'xl', boxShadow: 'lg', borderWidth: '1px', borderColor: 'border.default', outline: 'none' })}
          >
            <Menu.Item value="player" className={item}>
              {m.moderation_report_menuPlayer({ name: playId })}
            </Menu.Item>
            <Menu.Item value="team" className={item}>
              {m.moderation_report_menuTeam({ name: teamName })}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
