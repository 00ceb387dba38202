import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import { css, cx, sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { filterStartsWith, foldText } from '@/domain/text-search';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_LIMIT, type AutocompleteProps } from './autocomplete-props';
import { fieldStyles } from './field-styles';
import { AlertIcon } from '@/ui/icons';

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

/** Whether the person was in the stand-in field as this took its place, and their selection there. */
export interface Handover {
  focused: boolean;
  start: number | null;
  end: number | null;
}

export interface AutocompleteBoxProps<T> extends AutocompleteProps<T> {
  /** Read once as this is drawn: the focus and the selection stay where they were in the stand-in. */
  handover?: () => Handover;
  /** The person changed the text in the stand-in: it is searched for once this has the focus. */
  typedBefore?: boolean;
}

type SearchStatus = 'idle' | 'waiting' | 'done' | 'failed';

/**
 * The combobox behind Autocomplete (Ark's, with its positioning and dismissal code), fetched when
 * a person reaches for the field: suggests up to 5 items starting with what was typed (case and
 * accents ignored), 300 ms after the last keystroke. Arrows move, Enter picks, Escape closes.
 */
export function AutocompleteBox<T>({
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
  handover,
  typedBefore = false,
}: AutocompleteBoxProps<T>) {
  const [inputValue, setInputValue] = useState(defaultInputValue);
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [open, setOpen] = useState(false);
  // The first suggestion is highlighted as suggestions arrive (Enter picks it), whether they come
  // from a keystroke here or from the text handed over by the stand-in.
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const collection = useMemo(() => createListCollection({ items, itemToString, itemToValue }), [items, itemToString, itemToValue]);
  const s = fieldStyles;

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  // Taking over from the stand-in the person is typing in, in the same commit (no key falls in
  // between): the focus and the selection stay, and a text they changed there is searched for as
  // if typed here.
  const takeOver = useEffectEvent(() => {
    const from = handover?.();
    if (!from?.focused || !input.current) return;
    const end = input.current.value.length;
    input.current.focus();
    input.current.setSelectionRange(Math.min(from.start ?? end, end), Math.min(from.end ?? end, end));
    if (typedBefore) schedule(inputValue);
  });
  useLayoutEffect(() => takeOver(), []);

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
        const shown = filterStartsWith(found, query, itemToString, limit);
        setItems(shown);
        setHighlighted(shown[0] === undefined ? null : itemToValue(shown[0]));
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
      highlightedValue={highlighted}
      onHighlightChange={(details) => setHighlighted(details.highlightedValue)}
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
          ref={input}
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
