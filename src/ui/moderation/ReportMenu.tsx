import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { FlagIcon } from '@/ui/icons';

const item = css({ display: 'flex', alignItems: 'center', gap: '2', px: '3', minH: '11', borderRadius: 'lg', cursor: 'pointer', color: 'fg.default', _highlighted: { bg: 'bg.subtle' } });
const trigger = cx(button({ variant: 'ghost', size: 'sm' }), css({ color: 'fg.muted', flexShrink: 0 }));

/**
 * "Denunciar" on a subscriber (docs/product/moderation.md, Screens): a flag that reports the player,
 * or, in a team event, a menu that reports the player or the team's name.
 */
export function ReportMenu({ playId, teamName, onReportPlayer, onReportTeam }: { playId: string; teamName: string | null; onReportPlayer: () => void; onReportTeam: () => void }) {
  if (!teamName) {
    const label = m.moderation_report_buttonFor({ name: playId });
    return (
      <button type="button" className={trigger} aria-label={label} title={label} onClick={onReportPlayer}>
        <FlagIcon size={18} />
      </button>
    );
  }
  const label = m.moderation_report_menuFor({ name: playId, team: teamName });
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(details) => (details.value === 'team' ? onReportTeam() : onReportPlayer())}>
      <Menu.Trigger className={trigger} aria-label={label} title={label}>
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
