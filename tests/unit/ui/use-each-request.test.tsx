import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEachRequest } from '@/ui/use-each-request';

function Probe({ request, label, seen }: { request: { subject: string }; label: string; seen: string[] }) {
  useEachRequest(request, ({ subject }) => seen.push(`${label}:${subject}`));
  return <p>{label}</p>;
}

describe('a part that opens on each press', () => {
  it('handles each new request once, not a render with the same one', () => {
    const seen: string[] = [];
    const first = { subject: 'a' };
    const { rerender } = render(<Probe request={first} label="one" seen={seen} />);
    rerender(<Probe request={first} label="two" seen={seen} />);
    expect(seen).toEqual(['one:a']);
  });

  it('handles the same subject again when it comes in a new request, with the handler of that render', () => {
    const seen: string[] = [];
    const { rerender } = render(<Probe request={{ subject: 'a' }} label="one" seen={seen} />);
    rerender(<Probe request={{ subject: 'a' }} label="two" seen={seen} />);
    rerender(<Probe request={{ subject: 'b' }} label="three" seen={seen} />);
    expect(seen).toEqual(['one:a', 'two:a', 'three:b']);
  });
});
