import { useEffect, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { formLayout } from '@/ui/components/form-layout';
import { button } from '@/ui/button';
import { InepField } from '@/ui/components';
import { useFocusFirstError } from '@/ui/components/use-error-focus';
import { SearchIcon } from './accreditation-icons';

// Step 1 lives apart from step 2 (AccreditationForm) so the page can fetch step 2 when it is shown.

export const accreditationStyles = {
  ...formLayout,
  address: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 1fr)' }, alignItems: 'start' }),
  actions: css({
    display: 'flex',
    flexDirection: { base: 'column-reverse', sm: 'row' },
    alignItems: { base: 'stretch', sm: 'center' },
    justifyContent: 'space-between',
    gap: '3',
    pt: '4',
    borderTopWidth: '1px',
    borderTopStyle: 'solid',
    borderTopColor: 'border.default',
  }),
};

const INEP_ORDER = ['inepCode'] as const;

export interface InepLookupFormProps {
  /** The INEP digits typed. */
  inep: string;
  error?: string;
  searching: boolean;
  onInepChange: (inep: string) => void;
  onSearch: () => void;
  errorRound: number;
  /** Back from the form or a result: the keyboard continues in the INEP field. */
  focusOnMount?: boolean;
}

/** Step 1 of /school-authorize (docs/product/school.md, Screens): find the school by its INEP code (8 digits). */
export function InepLookupForm({ inep, error, searching, onInepChange, onSearch, errorRound, focusOnMount = false }: InepLookupFormProps) {
  const formRef = useFocusFirstError(errorRound, { inepCode: error }, INEP_ORDER);
  useEffect(() => {
    if (focusOnMount) formRef.current?.querySelector<HTMLInputElement>('input[name="inepCode"]')?.focus();
  }, [focusOnMount, formRef]);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!searching) onSearch();
  }
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={searching} className={accreditationStyles.form} data-testid="accreditation-lookup">
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 1fr) auto' }, alignItems: 'start' })}>
        <div data-field="inepCode">
          <InepField
            label={m.accreditation_inep()}
            name="inepCode"
            required
            helperText={m.accreditation_inepHint()}
            value={inep}
            onValueChange={onInepChange}
            error={error}
          />
        </div>
        <button type="submit" className={cx(button({ variant: 'primary' }), css({ minH: '14', gap: '2' }))} disabled={searching} data-testid="accreditation-search">
          <SearchIcon />
          {searching ? m.accreditation_searching() : m.accreditation_search()}
        </button>
      </div>
    </form>
  );
}
