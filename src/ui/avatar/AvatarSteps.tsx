import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { css, cx } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { iconButton } from '@/ui/icon-button';
import { AlertIcon, CloseIcon, UserIcon } from '@/ui/icons';

/**
 * The steps of /profile/avatar (docs/product/avatar.md, Screens and States): the intro, the editor frame, the
 * 'avatar being created' wait, the failure with its retry, and the finished avatar. No rules and
 * no fetching: the avatar screen decides which step shows and what the buttons do.
 */

const panel = css({
  position: 'relative',
  bg: 'bg.surface',
  borderRadius: '2xl',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  p: { base: '4', sm: '6', lg: '8' },
});
const stepHeading = css({ textStyle: 'sectionTitle', pe: '12', _focusVisible: { outline: 'none' } });
// A centred title keeps clear of the close button on both sides, so it stays centred.
const centred = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '4',
  py: { base: '4', sm: '8' },
  '& > h2': { ps: { base: '0', sm: '12' } },
});
const actions = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3' });
const portrait = css({
  display: 'grid',
  placeItems: 'center',
  w: { base: '40', sm: '48' },
  h: { base: '56', sm: '64' },
  borderRadius: '2xl',
  bgGradient: 'to-br',
  gradientFrom: 'accent.subtle',
  gradientTo: 'bg.subtle',
  color: 'accent.default',
  overflow: 'hidden',
});
const closeButton = css({ position: 'absolute', top: { base: '2', sm: '4' }, insetInlineEnd: { base: '2', sm: '4' } });
const portraitImage = css({ w: '100%', h: '100%', objectFit: 'contain' });

/**
 * A step's title. When the flow moves to a step (the previous one, the editor frame included, is
 * gone with the focus inside it) the title takes the focus, so keyboard and reader users follow;
 * the first step keeps the page's natural focus order.
 */
function StepHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className={stepHeading} data-testid="avatar-step-title">
      {children}
    </h2>
  );
}

/** The frame around every step, with the close button (closing returns to /profile; docs/product/avatar.md, Screens). */
export function AvatarPanel({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <section className={panel} data-testid="avatar-panel">
      <button
        type="button"
        onClick={onClose}
        className={cx(iconButton(), closeButton)}
        aria-label={m.avatar_close()}
        title={m.avatar_close()}
      >
        <CloseIcon size={22} />
      </button>
      {children}
    </section>
  );
}

function Portrait({ src, alt }: { src: string | null; alt: string }) {
  return <div className={portrait}>{src ? <img src={src} alt={alt} className={portraitImage} /> : <UserIcon size={72} />}</div>;
}

export function AvatarIntro({ currentImageUrl, onStart, focusTitle = false }: { currentImageUrl: string | null; onStart: () => void; focusTitle?: boolean }) {
  return (
    <div className={centred}>
      <StepHeading focus={focusTitle}>{currentImageUrl ? m.avatar_introEditTitle() : m.avatar_introTitle()}</StepHeading>
      <Portrait src={currentImageUrl} alt={m.avatar_currentAlt()} />
      <p className={css({ maxW: '52ch', color: 'fg.default' })}>{currentImageUrl ? m.avatar_introEditText() : m.avatar_introText()}</p>
      {currentImageUrl ? null : <p className={css({ fontWeight: '700', color: 'accent.emphasis' })}>{m.avatar_introReward()}</p>}
      <button type="button" className={button()} onClick={onStart} data-testid="avatar-start">
        {currentImageUrl ? m.avatar_startEdit() : m.avatar_start()}
      </button>
    </div>
  );
}

/** The avatar service's editor in an iframe; `frameRef` lets the screen post to it and check who speaks. */
export function AvatarEditorFrame({ src, ready, frameRef, focusTitle = true }: { src: string; ready: boolean; frameRef: Ref<HTMLIFrameElement>; focusTitle?: boolean }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <StepHeading focus={focusTitle}>{m.avatar_editorTitle()}</StepHeading>
      <p className={css({ color: 'fg.muted' })}>{ready ? m.avatar_editorHint() : m.avatar_editorLoading()}</p>
      <iframe
        ref={frameRef}
        src={src}
        title={m.avatar_editorTitle()}
        data-testid="avatar-editor"
        referrerPolicy="strict-origin-when-cross-origin"
        className={css({
          w: '100%',
          h: { base: '560px', sm: '600px', lg: '640px' },
          borderWidth: '1px',
          borderStyle: 'solid',
          borderColor: 'border.default',
          borderRadius: 'xl',
          bg: 'bg.subtle',
        })}
      />
    </div>
  );
}

/** A message shows that an avatar is being created (the editor is hidden meanwhile; docs/product/avatar.md, Errors). */
export function AvatarCreating({ saving }: { saving: boolean }) {
  return (
    <div className={centred} role="status" aria-live="polite" data-testid="avatar-creating">
      <span
        aria-hidden="true"
        className={css({
          w: '14',
          h: '14',
          borderRadius: 'full',
          borderWidth: '5px',
          borderColor: 'accent.subtle',
          borderTopColor: 'accent.default',
          animation: 'spin 0.9s linear infinite',
          _motionReduce: { animation: 'spin 3s linear infinite' },
        })}
      />
      <p className={css({ textStyle: 'sectionTitle' })}>{saving ? m.avatar_saving() : m.avatar_creating()}</p>
      <p className={css({ color: 'fg.muted' })}>{m.avatar_creatingHint()}</p>
    </div>
  );
}

export type AvatarFailureKind = 'timeout' | 'renderFailed' | 'saveFailed';

const FAILURE_TEXTS: Record<AvatarFailureKind, () => string> = {
  timeout: m.avatar_timeout,
  renderFailed: m.avatar_renderFailed,
  saveFailed: m.avatar_saveFailed,
};

export function AvatarFailed({ failure, onRetry, onAgain }: { failure: AvatarFailureKind; onRetry: () => void; onAgain: () => void }) {
  return (
    <div className={centred} data-testid="avatar-failed">
      <span className={css({ color: 'status.error' })} aria-hidden="true">
        <AlertIcon size={48} />
      </span>
      <StepHeading focus>{FAILURE_TEXTS[failure]()}</StepHeading>
      <p role="alert" className={css({ maxW: '52ch' })}>
        {m.avatar_failedKept()}
      </p>
      <div className={actions}>
        <button type="button" className={button()} onClick={onRetry} data-testid="avatar-retry">
          {m.avatar_retry()}
        </button>
        <button type="button" className={button({ variant: 'secondary' })} onClick={onAgain}>
          {m.avatar_again()}
        </button>
      </div>
    </div>
  );
}

export function AvatarDone({ imageUrl, onBack, onAgain }: { imageUrl: string | null; onBack: () => void; onAgain: () => void }) {
  return (
    <div className={centred} data-testid="avatar-done">
      <StepHeading focus>{m.avatar_doneTitle()}</StepHeading>
      <Portrait src={imageUrl} alt={m.avatar_doneAlt()} />
      <p>{m.avatar_doneText()}</p>
      <div className={actions}>
        <button type="button" className={button()} onClick={onBack} data-testid="avatar-back">
          {m.avatar_backToProfile()}
        </button>
        <button type="button" className={button({ variant: 'secondary' })} onClick={onAgain}>
          {m.avatar_again()}
        </button>
      </div>
    </div>
  );
}
