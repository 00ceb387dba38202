import { useState, type ReactNode } from 'react';
import { Tabs as ArkTabs, useTabsContext } from '@ark-ui/react/tabs';
import { sva } from 'styled-system/css';

const styles = sva({
  slots: ['root', 'list', 'trigger', 'indicator', 'content'],
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
      flexShrink: 0,
      minHeight: '11',
      px: '4',
      fontWeight: '700',
      color: 'fg.muted',
      cursor: 'pointer',
      borderTopRadius: 'lg',
      _hover: { color: 'fg.default', bg: 'bg.subtle' },
      '&[data-selected]': { color: 'accent.default' },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      _focusVisible: { outlineOffset: '-3px' },
    },
    // Under the selected tab, on whichever line it sits; on the last line it covers the list's border.
    indicator: {
      height: '3px',
      top: 'calc(var(--top) + var(--height) - 1px)',
      bg: 'accent.default',
      borderRadius: 'full',
      width: 'var(--width)',
      transition: 'left 180ms, top 180ms, width 180ms',
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

/**
 * A tab's panel, drawn from its first selection on and hidden while another tab is selected. Ark's
 * own content part runs a presence machine per panel, each redrawing on every tab change, for
 * enter and exit animations these panels do not have (the tournament detail's tab change, 4× CPU,
 * alternated builds: 152 and 168 ms with Ark's part, 120 and 144 ms with this one).
 */
function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  const tabs = useTabsContext();
  const selected = tabs.value === value;
  const [drawn, setDrawn] = useState(selected);
  if (selected && !drawn) setDrawn(true);
  if (!drawn && !selected) return null;
  return (
    <div {...tabs.getContentProps({ value })} className={styles.content}>
      {children}
    </div>
  );
}

/**
 * Tabs with an underline that slides to the selected tab, wrapping onto more lines when narrow;
 * arrows, Home and End move along. A tab's content is drawn the first time it is selected (its
 * code and data come then, not with the page) and stays drawn after, so going back to it is
 * immediate and keeps what was done there.
 */
export function Tabs({ items, value, defaultValue, onValueChange, label }: TabsProps) {
  return (
    <ArkTabs.Root
      className={styles.root}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(d) => onValueChange?.(d.value)}
      activationMode="automatic"
    >
      <ArkTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
          </ArkTabs.Trigger>
        ))}
        <ArkTabs.Indicator className={styles.indicator} />
      </ArkTabs.List>
      {items.map((item) => (
        <TabPanel key={item.value} value={item.value}>
          {item.content}
        </TabPanel>
      ))}
    </ArkTabs.Root>
  );
}
