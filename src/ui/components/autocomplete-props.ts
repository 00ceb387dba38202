/** 300 ms after the last keystroke, 5 suggestions, a 200 px dropdown (docs/product/shell.md, Limits). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const AUTOCOMPLETE_LIMIT = 5;

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
