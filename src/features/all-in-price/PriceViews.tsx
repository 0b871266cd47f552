import type { ReactNode } from 'react';
import styles from './PriceViews.module.scss';

interface Props {
  /** Shows `allIn` rather than `perPerson`. */
  isAllIn: boolean;
  perPerson: ReactNode;
  allIn: ReactNode;
  /** Placement of the cell, and layout of each view (flex, wrap…), given by the place that shows them. */
  className?: string | undefined;
  viewClassName?: string | undefined;
}

/**
 * Both price views in one cell, the hidden one invisible but keeping its room: the box is as tall as the taller
 * view, so switching (also right after hydration, when a remembered choice applies) moves nothing around it.
 */
export default function PriceViews({ isAllIn, perPerson, allIn, className, viewClassName }: Props) {
  const view = (content: ReactNode, isShown: boolean) => (
    <span className={viewClassName ? `${styles.view} ${viewClassName}` : styles.view} data-shown={isShown} aria-hidden={isShown ? undefined : true}>
      {content}
    </span>
  );
  return (
    <span className={className ? `${styles.views} ${className}` : styles.views}>
      {view(perPerson, !isAllIn)}
      {view(allIn, isAllIn)}
    </span>
  );
}
