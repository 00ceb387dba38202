import { cx } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { dataCard, dataCardText, dataCardTitle } from './styles';

export interface DataCopyCardProps {
  /** h2 beside the page's other sections; h3 under a scene's own heading. */
  heading?: 'h2' | 'h3';
  /** Placement in the page's grid. */
  className?: string;
  /** The copy is being prepared: the button waits. */
  busy: boolean;
  /** Whose copy: the person's own (with their minors', for a guardian), or a minor's by name. */
  subject: { kind: 'self'; withMinors: boolean } | { kind: 'minor'; name: string };
  onDownload: () => void;
}

/** "Baixar uma cópia" (docs/product/data-rights.md, Screens): what the file holds and the download button. */
export function DataCopyCard({ heading: Heading = 'h2', className, busy, subject, onDownload }: DataCopyCardProps) {
  return (
    <section aria-labelledby="data-copy-title" data-testid="data-copy" className={cx(dataCard, className)}>
      <Heading id="data-copy-title" className={dataCardTitle}>
        {subject.kind === 'self' ? m.dataRights_copyTitle() : m.dataRights_copyTitleMinor({ name: subject.name })}
      </Heading>
      <p className={dataCardText}>{subject.kind === 'self' ? m.dataRights_copyText() : m.dataRights_copyTextMinor({ name: subject.name })}</p>
      {subject.kind === 'self' && subject.withMinors ? <p className={dataCardText}>{m.dataRights_copyWithMinors()}</p> : null}
      <div>
        <button type="button" className={button({ variant: 'secondary' })} onClick={onDownload} disabled={busy} aria-busy={busy || undefined}>
          {busy ? (
            m.dataRights_copyPreparing()
          ) : subject.kind === 'self' ? (
            m.dataRights_copyButton()
          ) : (
            m.dataRights_copyButtonMinor()
          )}
        </button>
      </div>
    </section>
  );
}
