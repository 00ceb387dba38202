import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';

const row = css({ display: 'flex', flexDirection: 'column', gap: '0.5', py: '2.5', borderBottomWidth: '1px', borderBottomStyle: 'solid', borderBottomColor: 'border.default', _last: { borderBottomWidth: 0 } });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });

/** One report the minor made or received, as the page words it: what, then when and how it stands. */
export interface MinorReportLine {
  id: number;
  title: string;
  detail: string;
}

/** The reports a minor made or received (docs/product/moderation.md, Guardians), as their guardian sees them. */
export function MinorReports({ firstName, reports }: { firstName: string; reports: MinorReportLine[] }) {
  if (reports.length === 0) return <p className={muted}>{m.guardian_reportsEmpty({ name: firstName })}</p>;
  return (
    <ul>
      {reports.map((report) => (
        <li key={report.id} className={row}>
          <span className={css({ fontWeight: '700' })}>{report.title}</span>
          <span className={muted}>{report.detail}</span>
        </li>
      ))}
    </ul>
  );
}
