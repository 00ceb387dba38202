import { useId, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { PencilIcon } from '@/ui/icons';
import { dataCard, dataCardText, dataCardTitle } from './styles';

export interface MinorCorrectionPanelProps {
  name: string;
  open: boolean;
  onToggle: () => void;
  /** The form, while open. */
  children?: ReactNode;
  className?: string;
}

/** "Corrigir os dados de {name}" (docs/product/data-rights.md, Screens): the guardian opens the minor's personal-data form here. */
export function MinorCorrectionPanel({ name, open, onToggle, children, className }: MinorCorrectionPanelProps) {
  const formId = useId();
  return (
    <section aria-labelledby="minor-correct-title" data-testid="minor-correction" className={cx(dataCard, className)}>
      <h2 id="minor-correct-title" className={dataCardTitle}>
        {m.dataRights_minorCorrectTitle({ name })}
      </h2>
      <p className={dataCardText}>{m.dataRights_minorCorrectText({ name })}</p>
      <div>
        <button type="button" className={button({ variant: 'secondary' })} aria-expanded={open} aria-controls={formId} onClick={onToggle}>
          <PencilIcon size={18} />
          {open ? m.dataRights_minorCorrectClose() : m.dataRights_minorCorrectOpen()}
        </button>
      </div>
      <div id={formId} hidden={!open}>
        {open ? children : null}
      </div>
    </section>
  );
}
