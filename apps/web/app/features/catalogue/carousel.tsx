import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import styles from './carousel.module.css';

/**
 * A horizontal strip of slides with swipe (Embla) and labelled arrow buttons. Before hydration the
 * strip scrolls natively, so the server-rendered page is usable at once.
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
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
    loop,
    skipSnaps: true,
  });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const update = useCallback(() => {
    if (!api) return;
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);
  useEffect(() => {
    if (!api) return;
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api, update]);

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
      className={cx(styles.carousel, className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      {arrows === 'top' && buttons}
      <div className={cx(styles.viewport, flush && styles.flush, api && styles.ready)} ref={viewportRef}>
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
      </div>
      {arrows === 'overlay' && buttons}
    </div>
  );
}
