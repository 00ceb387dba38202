import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { sva } from 'styled-system/css';

const styles = sva({
  slots: ['root', 'list', 'trigger', 'content'],
  base: {
    root: { width: '100%' },
    // Tabs that do not fit on one line go on to the next, so every tab stays in sight on a narrow screen.
    list: {
      position: 'relative',
      display: 'flex',
      flexWrap: 'wrap',
      gap: '1',
      borderBottomWidth: '2px',
      borderBottomStyle: 'solid',
      borderBottomColor: 'border.default',
    },
    trigger: {
      position: 'relative',
      flexShrink: 0,
      minHeight: '11',
      px: '4',
      fontWeight: '700',
      color: 'fg.muted',
      cursor: 'pointer',
      borderTopRadius: 'lg',
      _hover: { color: 'fg.default', bg: 'bg.subtle' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
      _focusVisible: { outlineOffset: '-3px' },
      // The underline, under the selected tab on whichever line it sits; on the last line it covers the list's border.
      '&[aria-selected=true]': {
        color: 'accent.default',
        _after: { content: '""', position: 'absolute', insetInline: '0', bottom: '-2px', height: '3px', bg: 'accent.default', borderRadius: 'full' },
      },
    },
    content: { pt: '4', _focusVisible: { outlineOffset: '4px', borderRadius: 'md' } },
  },
})();

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Names the tab list for screen readers. */
  label: string;
}

/** A tab's panel, drawn from its first selection on and hidden while another tab is selected. */
function TabPanel({ id, tabId, selected, children }: { id: string; tabId: string; selected: boolean; children: ReactNode }) {
  const [drawn, setDrawn] = useState(selected);
  if (selected && !drawn) setDrawn(true);
  if (!drawn && !selected) return null;
  return (
    <div role="tabpanel" id={id} aria-labelledby={tabId} tabIndex={0} hidden={!selected} className={styles.content}>
      {children}
    </div>
  );
}

/** The keys that move along the tabs (WAI-ARIA's tabs pattern), as the step from the focused tab or an end. */
const MOVES: Record<string, (at: number, last: number) => number> = {
  ArrowRight: (at, last) => (at === last ? 0 : at + 1),
  ArrowLeft: (at, last) => (at === 0 ? last : at - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * Tabs (WAI-ARIA's tabs pattern, on buttons): the selected tab is underlined and is the one the
 * Tab key reaches; arrows, Home and End move along and select (disabled tabs are skipped); tabs
 * wrap onto more lines when narrow. A tab's content is drawn the first time it is selected (its
 * code and data come then, not with the page) and stays drawn after, so going back to it is
 * immediate and keeps what was done there. (Ark's tabs brought Zag's core, its tabs and presence
 * machines, 15 KB gzip, to every page with tabs: docs/decisions.md, A tab change.)
 */
export function Tabs({ items, value, defaultValue, onValueChange, label }: TabsProps) {
  const [chosen, setChosen] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? chosen;
  const ids = useId();
  const tabId = (item: TabItem) => `${ids}tab-${item.value}`;
  const panelId = (item: TabItem) => `${ids}panel-${item.value}`;
  function select(next: string) {
    if (next === selected) return;
    setChosen(next);
    onValueChange?.(next);
  }
  function move(event: KeyboardEvent, from: string) {
    const step = MOVES[event.key];
    const enabled = items.filter((item) => !item.disabled);
    const at = enabled.findIndex((item) => item.value === from);
    if (!step || at === -1) return;
    event.preventDefault();
    const next = enabled[step(at, enabled.length - 1)]!;
    document.getElementById(tabId(next))?.focus();
    select(next.value);
  }
  return (
    <div className={styles.root}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list}>
        {items.map((item) => (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={tabId(item)}
            aria-controls={panelId(item)}
            aria-selected={item.value === selected}
            tabIndex={item.value === selected ? 0 : -1}
            disabled={item.disabled}
            className={styles.trigger}
            onClick={() => select(item.value)}
            onKeyDown={(event) => move(event, item.value)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <TabPanel key={item.value} id={panelId(item)} tabId={tabId(item)} selected={item.value === selected}>
          {item.content}
        </TabPanel>
      ))}
    </div>
  );
}
