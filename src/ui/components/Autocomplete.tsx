import { useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { AutocompleteBoxProps, Handover } from './AutocompleteBox';
import type { AutocompleteProps } from './autocomplete-props';
import { onDemand } from './OnDemand';
import { TextField } from './TextField';

export { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_LIMIT, type AutocompleteProps } from './autocomplete-props';

type BoxProps = AutocompleteBoxProps<unknown> & { standIn: ReactNode };

const AutocompleteBox = onDemand<BoxProps>(() => import('./AutocompleteBox').then((module) => module.AutocompleteBox as ComponentType<BoxProps>), {
  placeholder: ({ standIn }) => standIn,
});

/**
 * A text input that suggests up to 5 items starting with what was typed (AutocompleteBox). The
 * combobox's code (Ark's, with its positioning and dismissal, about 35 KB gzip) is fetched when a
 * person reaches for the field: until then a plain input with the same label, text and messages
 * stands in, and keeps what is typed in it while the code arrives; the combobox then takes its
 * place with the text, the focus and the selection where they were, and searches for what was
 * typed.
 */
export function Autocomplete<T>(props: AutocompleteProps<T>) {
  const { label, name, required, disabled, error, helperText, defaultInputValue = '', onInputChange } = props;
  // What the field started with: a form that keeps the typed text passes it back as the default.
  const [startText] = useState(defaultInputValue);
  const [text, setText] = useState(defaultInputValue);
  const [arrived, setArrived] = useState(false);
  // Where the person was in the stand-in as it left (read as it is taken out, so that a key
  // pressed or a text selected while the combobox was being drawn counts). A stable ref: its
  // cleanup runs once, when the stand-in goes.
  const handover = useRef<Handover>({ focused: false, start: null, end: null });
  const keepHandover = useCallback((input: HTMLInputElement | null) => {
    if (!input) return;
    return () => {
      handover.current = { focused: document.activeElement === input, start: input.selectionStart, end: input.selectionEnd };
    };
  }, []);
  const reach = () => void AutocompleteBox.preload().then(() => setArrived(true));

  const standIn = (
    <TextField
      ref={keepHandover}
      label={label}
      name={name}
      required={required}
      disabled={disabled}
      error={error}
      helperText={error ? undefined : helperText}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onInputChange?.(event.target.value);
      }}
      onFocus={reach}
      onPointerEnter={() => void AutocompleteBox.preload()}
    />
  );
  if (!arrived) return standIn;
  return (
    <AutocompleteBox
      {...(props as AutocompleteProps<unknown>)}
      defaultInputValue={text}
      typedBefore={text !== startText}
      handover={() => handover.current}
      standIn={standIn}
    />
  );
}
