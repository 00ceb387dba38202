import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { ErrorState } from './StateBlocks';

/** A part's code could not be fetched (offline, a redeploy that removed the old files). */
class PartLoadFailure extends Error {
  constructor(cause: unknown) {
    super('part failed to load', { cause });
  }
}

/**
 * Catches only a failed fetch of the part's code and shows it with a retry; any other error of
 * the part goes on to the page's own error handling as before.
 */
class LoadBoundary extends Component<{ onRetry: () => void; overlay: boolean; quiet: boolean; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof PartLoadFailure)) throw error;
    if (this.props.quiet) return null;
    const failure = (
      <ErrorState
        title={m.common_partLoadFailedTitle()}
        description={m.common_partLoadFailedText()}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: null });
        }}
      />
    );
    return this.props.overlay ? <div className={overlayBox}>{failure}</div> : failure;
  }
}

const overlayBox = css({ position: 'fixed', insetInline: '4', bottom: '4', zIndex: 'modal', maxW: '480px', mx: 'auto', boxShadow: '0 16px 40px rgba(0, 0, 0, 0.24)', borderRadius: '2xl' });
const placeholderBox = css({ borderRadius: '2xl', bg: 'bg.subtle', w: '100%' });

/**
 * The accessible stand-in shown while a part's code arrives: it keeps the part's place (its
 * usual height, or none for a part drawn above the page) so nothing jumps when the part appears,
 * and tells assistive technology it is loading.
 */
export function PartLoading({ minHeight = 0 }: { minHeight?: number }) {
  if (!minHeight) {
    return (
      <span role="status" aria-busy="true" className={css({ srOnly: true })}>
        {m.common_loading()}
      </span>
    );
  }
  return (
    <div role="status" aria-busy="true" className={placeholderBox} style={{ minHeight }}>
      <span className={css({ srOnly: true })}>{m.common_loading()}</span>
    </div>
  );
}

/**
 * A component whose code is fetched the first time it renders. Meanwhile `placeholder` (or what it
 * draws for the part's props) shows; a
 * fetch that fails shows a pt-BR message with a retry instead of a blank space (`overlay` puts
 * it above the page, for parts such as dialogs that have no place in it; `quiet` shows nothing, for
 * a part that only adds to a page that works without it). Once the code has arrived (rendered or
 * preloaded), a new instance draws the part in its first render, without a placeholder.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { placeholder, overlay = false, quiet = false }: { placeholder: ReactNode | ((props: P) => ReactNode); overlay?: boolean; quiet?: boolean },
) {
  let arrived: ComponentType<P> | null = null;
  const loadOnce = () =>
    load().then((component) => {
      arrived = component;
      return component;
    });
  const make = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      loadOnce().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          throw new PartLoadFailure(error);
        },
      ),
    );
  let Part = make();
  function OnDemandPart(props: P) {
    // Chosen once per instance: switching from the lazy wrapper to the component would remount it.
    const [Shown, setShown] = useState<ComponentType<P>>(() => arrived ?? Part);
    const retry = () => {
      Part = make();
      setShown(() => Part);
    };
    return (
      <LoadBoundary onRetry={retry} overlay={overlay} quiet={quiet}>
        <Suspense fallback={typeof placeholder === 'function' ? placeholder(props) : placeholder}>
          <Shown {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  /**
   * Starts fetching the code early (a part sure to show once data arrives); resolves once it is in,
   * so a loader can wait for a part its page's first render should draw. A failure is left to the
   * render.
   */
  const preload = (): Promise<void> => loadOnce().then(() => undefined, () => undefined);
  return Object.assign(OnDemandPart, { preload });
}
