import type { SVGProps } from 'react';

/**
 * Lucas and Liz, the product's two mascots, drawn as friendly bust portraits on a 160×180 grid.
 * Decorative: the dialog around them names who is speaking.
 */
type MascotProps = SVGProps<SVGSVGElement> & { size?: number };

export function LucasMascot({ size = 160, ...props }: MascotProps) {
  return (
    <svg width={size} height={(size * 180) / 160} viewBox="0 0 160 180" aria-hidden="true" focusable="false" {...props}>
      {/* hoodie */}
      <path d="M18 180c0-38 24-58 62-58s62 20 62 58z" fill="#6425d0" />
      <path d="M50 128c8 12 18 18 30 18s22-6 30-18c-9-4-19-6-30-6s-21 2-30 6z" fill="#9966ff" />
      <path d="M70 146v20M90 146v20" stroke="#f5f0ff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="70" cy="168" r="3" fill="#f5f0ff" />
      <circle cx="90" cy="168" r="3" fill="#f5f0ff" />
      <path d="M112 156l6-10 2 8 6-2-6 12-2-8z" fill="#ffc766" />
      {/* neck and head */}
      <rect x="68" y="108" width="24" height="22" rx="8" fill="#8d5a3b" />
      <circle cx="40" cy="78" r="9" fill="#8d5a3b" />
      <circle cx="120" cy="78" r="9" fill="#8d5a3b" />
      <ellipse cx="80" cy="74" rx="40" ry="42" fill="#a86b47" />
      {/* curly hair */}
      <g fill="#2b1a12">
        <circle cx="50" cy="44" r="14" />
        <circle cx="66" cy="34" r="15" />
        <circle cx="84" cy="31" r="15" />
        <circle cx="101" cy="36" r="14" />
        <circle cx="113" cy="48" r="12" />
        <circle cx="44" cy="58" r="9" />
        <circle cx="116" cy="60" r="8" />
      </g>
      {/* headset */}
      <path d="M38 76c0-34 18-56 42-56s42 22 42 56" fill="none" stroke="#d61fa4" strokeWidth="7" strokeLinecap="round" />
      <rect x="28" y="66" width="16" height="26" rx="7" fill="#d61fa4" />
      <rect x="116" y="66" width="16" height="26" rx="7" fill="#d61fa4" />
      <path d="M36 90c0 14 10 24 26 26" fill="none" stroke="#d61fa4" strokeWidth="4" strokeLinecap="round" />
      <circle cx="64" cy="116" r="5" fill="#ff7ad6" />
      {/* face */}
      <path d="M56 62q8-6 16 0M88 62q8-6 16 0" stroke="#2b1a12" strokeWidth="4" strokeLinecap="round" fill="none" />
      <ellipse cx="64" cy="76" rx="6" ry="7.5" fill="#1a0f0a" />
      <ellipse cx="96" cy="76" rx="6" ry="7.5" fill="#1a0f0a" />
      <circle cx="66" cy="73" r="2.2" fill="#fff" />
      <circle cx="98" cy="73" r="2.2" fill="#fff" />
      <circle cx="54" cy="90" r="6" fill="#ff7ad6" opacity="0.45" />
      <circle cx="106" cy="90" r="6" fill="#ff7ad6" opacity="0.45" />
      <path d="M66 92q14 16 28 0z" fill="#5e0948" />
      <path d="M72 98q8 5 16 0q-8-4-16 0z" fill="#ff7ad6" />
    </svg>
  );
}

export function LizMascot({ size = 160, ...props }: MascotProps) {
  return (
    <svg width={size} height={(size * 180) / 160} viewBox="0 0 160 180" aria-hidden="true" focusable="false" {...props}>
      {/* hair behind and ponytail */}
      <path d="M36 70c0-34 20-52 44-52s44 18 44 52v34c0 8-6 14-14 14H50c-8 0-14-6-14-14z" fill="#7a2e12" />
      <path d="M118 40c22 2 34 20 28 44-3 12-12 20-20 22 6-14 6-30-4-42z" fill="#7a2e12" />
      <circle cx="118" cy="38" r="7" fill="#ffc766" />
      {/* jacket */}
      <path d="M18 180c0-38 24-58 62-58s62 20 62 58z" fill="#d61fa4" />
      <path d="M62 124l18 26 18-26c-6-2-12-2-18-2s-12 0-18 2z" fill="#f5f0ff" />
      <path d="M62 124l-10 56M98 124l10 56" stroke="#860d67" strokeWidth="4" />
      <circle cx="118" cy="152" r="8" fill="#6425d0" />
      <path d="M114 152h8M118 148v8" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      {/* neck and head */}
      <rect x="69" y="106" width="22" height="22" rx="8" fill="#d9a07a" />
      <circle cx="41" cy="78" r="8" fill="#d9a07a" />
      <circle cx="119" cy="78" r="8" fill="#d9a07a" />
      <ellipse cx="80" cy="74" rx="39" ry="41" fill="#e8b48f" />
      {/* bangs */}
      <path d="M40 66c2-28 20-44 40-44s38 14 40 40c-14-2-26-10-32-22-6 14-22 24-48 26z" fill="#7a2e12" />
      {/* glasses */}
      <g fill="none" stroke="#6425d0" strokeWidth="3.5">
        <circle cx="63" cy="78" r="12" />
        <circle cx="97" cy="78" r="12" />
        <path d="M75 78h10" />
      </g>
      {/* face */}
      <ellipse cx="63" cy="79" rx="5" ry="6.5" fill="#1a0f0a" />
      <ellipse cx="97" cy="79" rx="5" ry="6.5" fill="#1a0f0a" />
      <circle cx="65" cy="76" r="2" fill="#fff" />
      <circle cx="99" cy="76" r="2" fill="#fff" />
      <path d="M54 62q8-5 15-1M91 61q7-4 15 1" stroke="#5a2410" strokeWidth="3.5" strokeLinecap="round" fill="none" />
      <circle cx="52" cy="94" r="6" fill="#ff7ad6" opacity="0.45" />
      <circle cx="108" cy="94" r="6" fill="#ff7ad6" opacity="0.45" />
      <path d="M68 96q12 12 24 0" stroke="#860d67" strokeWidth="4" strokeLinecap="round" fill="none" />
    </svg>
  );
}
