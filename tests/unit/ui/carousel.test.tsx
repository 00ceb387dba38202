import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { Carousel } from '@/ui/components/Carousel';

/** An intersection observer that reports only when the test says so. */
class HeldObserver {
  static last: HeldObserver | undefined;
  readonly observed: Element[] = [];
  constructor(readonly report: IntersectionObserverCallback) {
    HeldObserver.last = this;
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {}
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  HeldObserver.last = undefined;
});

describe('the carousel row', () => {
  it('keeps every card reachable until it knows which are shown, then takes the others out of the tab order', () => {
    vi.stubGlobal('IntersectionObserver', HeldObserver);
    const { container } = render(
      <Carousel title="Cursos">
        {['A', 'B', 'C'].map((name) => (
          <a key={name} href={`#${name}`}>
            {name}
          </a>
        ))}
      </Carousel>,
    );
    const cards = Array.from(container.querySelectorAll('[data-part=item]'));
    expect(cards).toHaveLength(3);
    // Before the observer's first report: no card is inert, so the scroll box has something to focus.
    expect(cards.filter((card) => card.hasAttribute('inert'))).toHaveLength(0);

    const observer = HeldObserver.last!;
    expect(observer.observed).toEqual(cards);
    const entry = (target: Element, shown: boolean) => ({ target, isIntersecting: shown, intersectionRatio: shown ? 1 : 0 }) as unknown as IntersectionObserverEntry;
    act(() => observer.report([entry(cards[0]!, true), entry(cards[1]!, false), entry(cards[2]!, false)], observer as unknown as IntersectionObserver));
    expect(cards.map((card) => card.hasAttribute('inert'))).toEqual([false, true, true]);
  });
});
