import { useRef, useState } from 'react';
import { m } from '@/paraglide/messages';
import { FlagIcon } from '@/ui/icons';
import { reportTrigger } from './report-trigger';

interface ReportMenuProps {
  playId: string;
  teamName: string | null;
  onReportPlayer: () => void;
  onReportTeam: () => void;
}

type TeamMenuComponent = (typeof import('./ReportTeamMenu'))['default'];

/**
 * "Denunciar" on a subscriber (docs/product/moderation.md, Screens): a flag that reports the player,
 * or, in a team event, a menu that reports the player or the team's name. The menu's trigger is a
 * plain button until the user reaches for it (pointer, focus, a press): only then is Ark's Menu
 * with its positioning (about 25 KB gzip) fetched, so the subscribers list does not carry it. A
 * failed fetch leaves the button as it is; the next intent tries again.
 */
export function ReportMenu({ playId, teamName, onReportPlayer, onReportTeam }: ReportMenuProps) {
  const [Menu, setMenu] = useState<{ component: TeamMenuComponent; focused: boolean } | null>(null);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const plain = useRef<HTMLButtonElement>(null);
  if (!teamName) {
    const label = m.moderation_report_buttonFor({ name: playId });
    return (
      <button type="button" className={reportTrigger} aria-label={label} title={label} onClick={onReportPlayer}>
        <FlagIcon size={18} />
      </button>
    );
  }
  if (Menu) {
    return <Menu.component playId={playId} teamName={teamName} onReportPlayer={onReportPlayer} onReportTeam={onReportTeam} openAtOnce={openAtOnce} focusAtOnce={Menu.focused} />;
  }
  const load = () => {
    import('./ReportTeamMenu').then(
      (module) => setMenu((current) => current ?? { component: module.default, focused: document.activeElement === plain.current }),
      () => undefined,
    );
  };
  const ask = () => {
    setOpenAtOnce(true);
    load();
  };
  const label = m.moderation_report_menuFor({ name: playId, team: teamName });
  return (
    <button ref={plain} type="button" className={reportTrigger} aria-label={label} title={label} aria-haspopup="menu" onPointerEnter={load} onFocus={load} onPointerDown={ask} onClick={ask}>
      <FlagIcon size={18} />
    </button>
  );
}
