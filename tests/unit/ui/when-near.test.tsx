import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NEAR_MARGIN, WhenNear } from '@/ui/components/WhenNear';

/** A stand-in IntersectionObserver the test drives: what it observes, with which margin, and whether it was let go. */
class Observer {
  static made: Observer[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: Array<{ isIntersecting: boolean }>) => void,
    readonly options: { rootMargin?: string },
  ) {
    Observer.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Observer.made = [];
});

const Part = () => <p>o ranking</p>;

describe('a part drawn when its place comes near the screen', () => {
  it('holds its place until the place comes within the margin, then draws the part and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', Observer);
    render(<WhenNear testId="place" placeholder={<p>guardando lugar</p>}><Part /></WhenNear>);
    const place = screen.getByTestId('place');
    expect(place.textContent).toBe('guardando lugar');
    expect(place.dataset.near).toBe('false');
    const [observer] = Observer.made;
    expect(observer?.observed).toEqual([place]);
    expect(observer?.options.rootMargin).toBe(`${NEAR_MARGIN} 0px`);

    // Still far from the screen: nothing changes.
    act(() => observer?.report([{ isIntersecting: false }]));
    expect(place.textContent).toBe('guardando lugar');
    act(() => observer?.report([{ isIntersecting: true }]));
    expect(place.textContent).toBe('o ranking');
    expect(place.dataset.near).toBe('true');
    expect(observer?.disconnected).toBe(true);
  });

  it('draws the part at the first key pressed anywhere, for someone moving through the page by keyboard', () => {
    vi.stubGlobal('IntersectionObserver', Observer);
    render(<WhenNear testId="place" placeholder={<p>guardando lugar</p>}><Part /></WhenNear>);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(screen.getByTestId('place').textContent).toBe('o ranking');
  });

  it('draws the part at once where the browser cannot watch the viewport', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<WhenNear testId="place" placeholder={<p>guardando lugar</p>}><Part /></WhenNear>);
    expect(screen.getByTestId('place').textContent).toBe('o ranking');
  });

  it('lets the observer and the key listener go when it leaves the page first', () => {
    vi.stubGlobal('IntersectionObserver', Observer);
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<WhenNear placeholder={<p>guardando lugar</p>}><Part /></WhenNear>);
    unmount();
    expect(Observer.made[0]?.disconnected).toBe(true);
    expect(removed.mock.calls.some(([type]) => type === 'keydown')).toBe(true);
    removed.mockRestore();
  });
});
