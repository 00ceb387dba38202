import { useEffect, useMemo, useRef, useState } from 'react';
import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import { css, cx, sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { filterStartsWith, foldText } from '@/domain/text-search';
import { fieldStyles } from './field-styles';
import { AlertIcon } from '@/ui/icons';

/** 300 ms after the last keystroke, 5 suggestions, a 200 px dropdown (docs/product/shell.md, Limits). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const AUTOCOMPLETE_LIMIT = 5;

const list = sva({
  slots: ['positioner', 'content', 'item', 'empty'],
  base: {
    positioner: { zIndex: 'headerMenu' },
    content: {
      maxHeight: '200px',
      overflowY: 'auto',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'xl',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      boxShadow: '0 16px 40px rgba(20, 6, 48, 0.22)',
      py: '1',
      outline: 'none',
      _open: { animation: 'fadeIn 120ms ease-out' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      minHeight: '11',
      px: '4',
      cursor: 'pointer',
      '&[data-highlighted]': { bg: 'accent.subtle', color: 'accent.emphasis' },
      '&[data-state=checked]': { fontWeight: '700' },
    },
    empty: { px: '4', py: '3', color: 'fg.muted' },
  },
})();

export interface AutocompleteProps<T> {
  label: string;
  /** Fetches candidates for a query (name query param, limit 5; docs/product/shell.md, API). */
  search: (query: string, signal: AbortSignal) => Promise<readonly T[]>;
  itemToString: (item: T) => string;
  itemToValue: (item: T) => string;
  onSelect: (item: T | null) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  /** The text the field starts with, e.g. the name of the item already chosen. */
  defaultInputValue?: string;
  /** Called as the person types (not when an item is picked). */
  onInputChange?: (text: string) => void;
  helperText?: string;
  debounceMs?: number;
  limit?: number;
}

type SearchStatus = 'idle' | 'waiting' | 'done' | 'failed';

/**
 * A text input that suggests up to 5 items starting with what was typed (case and accents
 * ignored), 300 ms after the last keystroke. Arrows move, Enter picks, Escape closes.
 */
export function Autocomplete<T>({
  label,
  search,
  itemToString,
  itemToValue,
  onSelect,
  error,
  required,
  disabled,
  name,
  defaultInputValue = '',
  onInputChange,
  helperText,
  debounceMs = AUTOCOMPLETE_DEBOUNCE_MS,
  limit = AUTOCOMPLETE_LIMIT,
}: AutocompleteProps<T>) {
  const [inputValue, setInputValue] = useState(defaultInputValue);
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const collection = useMemo(() => createListCollection({ items, itemToString, itemToValue }), [items, itemToString, itemToValue]);
  const s = fieldStyles;

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  function schedule(query: string) {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    if (!foldText(query)) {
      setItems([]);
      setStatus('idle');
      setOpen(false);
      return;
    }
    setStatus('waiting');
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const found = await search(query, controller.signal);
        if (controller.signal.aborted) return;
        setItems(filterStartsWith(found, query, itemToString, limit));
        setStatus('done');
      } catch {
        if (controller.signal.aborted) return;
        setItems([]);
        setStatus('failed');
      }
      setOpen(true);
    }, debounceMs);
  }

  const announcement = status === 'done' && open ? (items.length ? m.common_autocompleteCount({ count: String(items.length) }) : m.common_autocompleteEmpty()) : '';

  return (
    <Combobox.Root
      className={s.root}
      collection={collection}
      inputValue={inputValue}
      open={open}
      name={name}
      disabled={disabled}
      required={required}
      invalid={Boolean(error)}
      openOnClick={false}
      inputBehavior="autohighlight"
      selectionBehavior="replace"
      positioning={{ sameWidth: true, gutter: 4 }}
      translations={{ triggerLabel: m.common_autocompleteOpen() }}
      onInputValueChange={(details) => {
        setInputValue(details.inputValue);
        if (details.reason === 'input-change') {
          schedule(details.inputValue);
          onInputChange?.(details.inputValue);
        }
      }}
      onOpenChange={(details) => {
        // Arrow Down on a closed field reopens the last suggestions; nothing opens before a search.
        setOpen(details.open && status === 'done');
      }}
      onValueChange={(details) => {
        onSelect((details.items[0] as T | undefined) ?? null);
        setOpen(false);
      }}
    >
      <Combobox.Control className={s.control} data-invalid={error ? '' : undefined}>
        <Combobox.Input
          className={cx('peer', s.input)}
          placeholder=" "
          aria-describedby={[error ? `${name ?? 'autocomplete'}-error` : '', helperText ? `${name ?? 'autocomplete'}-help` : ''].filter(Boolean).join(' ') || undefined}
        />
        <Combobox.Label className={s.label}>
          {label}
          {required ? <span className={s.required} aria-hidden="true">*</span> : null}
        </Combobox.Label>
      </Combobox.Control>
      {error ? (
        <span className={s.error} id={`${name ?? 'autocomplete'}-error`}>
          <AlertIcon size={16} />
          {error}
        </span>
      ) : helperText ? (
        <span className={s.helper} id={`${name ?? 'autocomplete'}-help`}>
          {helperText}
        </span>
      ) : null}
      <span className={css({ srOnly: true })} role="status">
        {announcement}
      </span>
      <Portal>
        <Combobox.Positioner className={list.positioner}>
          <Combobox.Content className={list.content}>
            {status === 'failed' ? <div className={list.empty}>{m.status_default_error()}</div> : null}
            {status !== 'failed' && items.length === 0 ? <div className={list.empty}>{m.common_autocompleteEmpty()}</div> : null}
            {items.map((item) => (
              <Combobox.Item key={itemToValue(item)} item={item} className={list.item}>
                <Combobox.ItemText>{itemToString(item)}</Combobox.ItemText>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
