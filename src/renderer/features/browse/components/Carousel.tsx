import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RULES } from '../../../../shared/rules';
import { BackIcon, ChevronRightIcon } from '../../../components/icons';
import { carouselWindow } from './carousel-window';
import { useMediaQuery } from '../../../lib/use-media-query';

interface Props<T> {
  title: string;
  items: readonly T[];
  perView: number;
  itemKey(item: T): string | number;
  renderItem(item: T): ReactNode;
  /** "See all" link of the section. */
  to?: string;
}

/** A phone: two slides and the edge of the next, whatever the section shows on a wider screen. */
const NARROW = '(max-width: 560px)';
const NARROW_PER_VIEW = 2;

/**
 * SPEC §2 carousel: N slides per view, previous and next arrows disabled at the ends (no infinite loop),
 * 500 ms slides, no dots. Slides out of view are inert, so Tab never lands on something unseen.
 */
export function Carousel<T>({ title, items, perView: wide, itemKey, renderItem, to }: Props<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const [start, setStart] = useState(0);
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const perView = useMediaQuery(NARROW) ? Math.min(wide, NARROW_PER_VIEW) : wide;
  const view = carouselWindow(items.length, perView, start);
  const go = (delta: number) => setStart(carouselWindow(items.length, perView, view.start + delta).start);

  return (
    <section
      className="br-carousel"
      aria-roledescription={t('browse.carousel.roledescription')}
      aria-labelledby={headingId}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft' && view.canPrev) go(-1);
        else if (e.key === 'ArrowRight' && view.canNext) go(1);
        else return;
        e.preventDefault();
      }}
    >
      <div className="br-carousel-head">
        <h2 id={headingId}>{title}</h2>
        <span className="br-spacer" />
        {to ? (
          <Link className="br-carousel-all" to={to} aria-label={t('browse.home.seeAllOf', { title })}>
            {t('browse.home.seeAll')}
          </Link>
        ) : null}
        <button
          type="button"
          className="icon-btn br-carousel-arrow"
          aria-label={t('browse.carousel.previous', { title })}
          disabled={!view.canPrev}
          onClick={() => go(-1)}
        >
          <BackIcon />
        </button>
        <button
          type="button"
          className="icon-btn br-carousel-arrow"
          aria-label={t('browse.carousel.next', { title })}
          disabled={!view.canNext}
          onClick={() => go(1)}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {items.length ? t('browse.carousel.position', { from: view.start + 1, to: view.end, total: items.length }) : ''}
      </span>
      <div className="br-carousel-viewport">
        <div
          className="br-carousel-track"
          style={
            {
              '--per-view': perView,
              '--index': view.start,
              transitionDuration: `${reduced ? 0 : RULES.carousel.speedMs}ms`,
            } as React.CSSProperties
          }
        >
          {items.map((item, i) => {
            const visible = i >= view.start && i < view.end;
            return (
              <div
                key={itemKey(item)}
                className="br-carousel-slide"
                role="group"
                aria-roledescription={t('browse.carousel.slideRole')}
                aria-label={t('browse.carousel.slide', { index: i + 1, total: items.length })}
                aria-hidden={!visible}
                inert={!visible}
              >
                {renderItem(item)}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
