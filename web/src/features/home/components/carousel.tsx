import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButtonClasses } from '@/components/ui/icon-button';
import styles from './carousel.module.css';
import { clusterClassName } from '@/components/ui/layout-classes';

/** Spec §9: the arrow buttons move the list by 280 px; dragging moves it 1.5× the pointer. */
export const CAROUSEL_SCROLL_STEP = 280;
export const CAROUSEL_DRAG_FACTOR = 1.5;
/** Pointer travel (px) after which a press counts as a drag, and its click is swallowed. */
const DRAG_THRESHOLD = 5;

interface CarouselProps {
  /** Accessible name of the scrollable list. */
  label: string;
  /** Shown at the start of the arrow row (the block's view-all link). */
  toolbar?: ReactNode;
  children: ReactNode;
}

/**
 * A horizontally scrolling row of cards (250 px on phones, 280 px from 768 px). Native scrolling
 * stays (touch, trackpad, and the arrow keys once the list has focus); on top of it: arrow
 * buttons that scroll one step and are disabled at the ends, and mouse drag-scrolling that never
 * turns into a click on the card under the pointer.
 */
export function Carousel({ label, toolbar, children }: CarouselProps) {
  const { t } = useTranslation('home');
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const drag = useRef<{ x: number; left: number; moved: boolean } | null>(null);
  const swallowClick = useRef(false);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const [dragging, setDragging] = useState(false);
  const count = Children.count(children);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const atStart = track.scrollLeft <= 1;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(track);
    return () => {
      track.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, count]);

  const scrollByStep = (direction: -1 | 1) => {
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    trackRef.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_STEP, behavior: reduce ? 'auto' : 'smooth' });
  };

  const endDrag = () => {
    if (drag.current?.moved) swallowClick.current = true;
    drag.current = null;
    setDragging(false);
  };

  return (
    <div className={styles.carousel}>
      <div className={`${clusterClassName.end} ${styles.controls}`}>
        {toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
        <button type="button" className={`${iconButtonClasses.round} ${styles.arrow}`} aria-label={t('carousel.previous')} aria-controls={trackId} disabled={edges.atStart} onClick={() => scrollByStep(-1)}>
          <ChevronLeft aria-hidden="true" />
        </button>
        <button type="button" className={`${iconButtonClasses.round} ${styles.arrow}`} aria-label={t('carousel.next')} aria-controls={trackId} disabled={edges.atEnd} onClick={() => scrollByStep(1)}>
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
      <ul
        ref={trackRef}
        id={trackId}
        role="list"
        className={styles.track}
        aria-label={label}
        // Focusable so the arrow keys scroll it (and axe's scrollable-region rule holds).
        tabIndex={0}
        data-dragging={dragging || undefined}
        data-carousel-track=""
        onPointerDown={(event) => {
          if (event.pointerType !== 'mouse' || event.button !== 0) return;
          drag.current = { x: event.clientX, left: event.currentTarget.scrollLeft, moved: false };
          swallowClick.current = false;
        }}
        onPointerMove={(event) => {
          const current = drag.current;
          if (!current) return;
          const dx = event.clientX - current.x;
          if (!current.moved) {
            if (Math.abs(dx) < DRAG_THRESHOLD) return;
            current.moved = true;
            setDragging(true);
          }
          event.currentTarget.scrollLeft = current.left - dx * CAROUSEL_DRAG_FACTOR;
        }}
        onPointerUp={endDrag}
        onPointerLeave={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={(event) => {
          if (!swallowClick.current) return;
          swallowClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
        onDragStart={(event) => event.preventDefault()}
      >
        {Children.map(children, (child) => (
          <li className={styles.item}>{child}</li>
        ))}
      </ul>
    </div>
  );
}
