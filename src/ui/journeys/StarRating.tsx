import { useId } from 'react';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { formatDecimal, starFills } from '@/domain/format';

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

const root = css({ display: 'inline-flex', gap: '0.5', color: 'amber.500', _dark: { color: 'amber.300' } });

export interface StarRatingProps {
  /** 0 to 3 in halves (see starRatingFromScore). */
  rating: number;
  size?: number;
}

/** Three stars, full, half or empty, read out as 'n de 3 estrelas'. */
export function StarRating({ rating, size = 24 }: StarRatingProps) {
  const clip = useId();
  const fills = starFills(rating);
  const shown = fills.reduce((sum, fill) => sum + (fill === 'full' ? 1 : fill === 'half' ? 0.5 : 0), 0);
  return (
    <span className={root} role="img" aria-label={m.common_starRating({ rating: formatDecimal(shown, shown % 1 ? 1 : 0) })}>
      {fills.map((fill, index) => (
        <svg key={index} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-fill={fill}>
          <defs>
            <clipPath id={`${clip}-${index}`}>
              <rect x="0" y="0" width="12" height="24" />
            </clipPath>
          </defs>
          <path d={STAR} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          {fill === 'full' ? <path d={STAR} fill="currentColor" /> : null}
          {fill === 'half' ? <path d={STAR} fill="currentColor" clipPath={`url(#${clip}-${index})`} /> : null}
        </svg>
      ))}
    </span>
  );
}
