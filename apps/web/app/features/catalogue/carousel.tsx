import type { EmblaCarouselType, default as EmblaCarousel } from 'embla-carousel';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { whenIdle } from '../../lib/idle.ts';
import { whenNearViewport } from './use-near-viewport.ts';
import styles from './carousel.module.css';

let embla: Promise<typeof EmblaCarousel> | null = null;
/** Embla is a chunk of its own, fetched once for every carousel of the page. */
const loadEmbla = () => (embla ??= import('embla-carousel').then((module) => module.default));

/** What makes a strip start Embla before the browser is idle: a person reaching for it. */
const EAGER_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * A horizontal strip of slides with swipe (Embla) and labelled arrow buttons. Until Embla is in (when
 * the browser is idle once the strip is within a screen of the viewport, or at once when a pointer, a finger or
 * the keyboard reaches the strip) it scrolls natively, so the server-rendered page is usable at once and Embla is
 * not in the first load.
 */
export function Carousel({
  label,
  slides,
  slideClassName,
  arrows = 'top',
  loop = false,
  flush = false,
  className,
}: {
  /** Accessible name of the region, e.g. the category's title. */
  label: string;
  slides: ReactNode[];
  slideClassName?: string;
  arrows?: 'top' | 'overlay' | 'none';
  loop?: boolean;
  /** Slides stop at the container's edge instead of running into the page gutter (banners). */
  flush?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  useEffect(() => {
    const root = rootRef.current;
    const viewport = viewportRef.current;
    if (!root || !viewport) return;
    let carousel: EmblaCarouselType | null = null;
    let stopped = false;
    const update = () => {
      setCanPrev(carousel?.canScrollPrev() ?? false);
      setCanNext(carousel?.canScrollNext() ?? false);
    };
    let cancelIdle = () => {};
    const start = () => {
      cancelNear();
      cancelIdle();
      for (const type of EAGER_EVENTS) root.removeEventListener(type, start);
      void loadEmbla().then((Embla) => {
        if (stopped) return;
        // Slides added later (rows drawn near the viewport) are picked up by Embla's own slide watcher.
        carousel = Embla(viewport, {
          align: 'start',
          slidesToScroll: 'auto',
          containScroll: 'trimSnaps',
          loop,
          skipSnaps: true,
        });
        carousel.on('select', update).on('reInit', update);
        update();
        setApi(carousel);
      });
    };
    // A strip far below the first screen waits until it comes within a screen of the viewport: the lobby has
    // about fifteen, and each start measures its slides (laying out a part not drawn yet, see ui.belowFold).
    const cancelNear = whenNearViewport(root, () => (cancelIdle = whenIdle(start)));
    for (const type of EAGER_EVENTS) root.addEventListener(type, start, { passive: true });
    return () => {
      stopped = true;
      cancelNear();
      cancelIdle();
      for (const type of EAGER_EVENTS) root.removeEventListener(type, start);
      carousel?.destroy();
      setApi(null);
    };
  }, [loop]);

  // The slides with their labels, made again only when they change: Embla's start and each scroll set
  // state here, and a t() per slide on each of those renders added up across the lobby's rows (#12).
  const list = useMemo(
    () => (
      <ul className={styles.container}>
        {slides.map((slide, index) => (
          <li
            key={index}
            className={cx(styles.slide, slideClassName)}
            aria-roledescription="slide"
            aria-label={t('catalogue.slider.slide', { index: index + 1, count: slides.length })}
          >
            {slide}
          </li>
        ))}
      </ul>
    ),
    [slides, slideClassName, t],
  );

  const buttons =
    arrows === 'none' ? null : (
      <div className={cx(styles.arrows, arrows === 'overlay' && styles.overlay)}>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => api?.scrollPrev()}
          disabled={!canPrev}
          aria-label={t('catalogue.slider.previous', { name: label })}
        >
          <Icon name="chevronLeft" size={20} />
        </button>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => api?.scrollNext()}
          disabled={!canNext}
          aria-label={t('catalogue.slider.next', { name: label })}
        >
          <Icon name="chevronRight" size={20} />
        </button>
      </div>
    );

  return (
    <div
      ref={rootRef}
      className={cx(styles.carousel, className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      {arrows === 'top' && buttons}
      <div className={cx(styles.viewport, flush && styles.flush, api && styles.ready)} ref={viewportRef}>
        {list}
      </div>
      {arrows === 'overlay' && buttons}
    </div>
  );
}
