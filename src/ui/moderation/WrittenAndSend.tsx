import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { TextArea } from '@/ui/components/TextArea';

export interface WrittenAndSendProps {
  label: string;
  name: string;
  /** The most characters the server takes; the field lets a little more be typed, so the error can say so. */
  max: number;
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error?: string;
  send: string;
  busy: boolean;
}

/** The written text a moderation form ends with (a ruling, an appeal) and the form's send button. */
export function WrittenAndSend({ label, name, max, value, onChange, hint, error, send, busy }: WrittenAndSendProps) {
  return (
    <>
      <TextArea label={label} name={name} required value={value} maxLength={max + 50} helperText={hint} error={error} onChange={(event) => onChange(event.target.value)} />
      <button type="submit" className={button({ variant: 'primary' })} style={{ alignSelf: 'flex-start' }} disabled={busy} aria-busy={busy || undefined}>
        {busy ? m.common_loading() : send}
      </button>
    </>
  );
}
