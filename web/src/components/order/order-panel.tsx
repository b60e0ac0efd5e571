import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cardClasses } from '@/components/ui/card';
import { text } from '@/components/ui/text';
import styles from './order-view.module.css';

/**
 * One titled box of an order's page (products, totals, delivery…), for the buyer and the admin
 * alike: a section named by its heading, an optional icon before the title.
 */
export function OrderPanel({ title, icon, children, className, ...rest }: { title: ReactNode; icon?: ReactNode } & Omit<ComponentPropsWithoutRef<'section'>, 'title'>) {
  const titleId = useId();
  return (
    <section className={[cardClasses.panel, cardClasses.raised, className].filter(Boolean).join(' ')} aria-labelledby={titleId} {...rest}>
      <h2 id={titleId} className={`${text.iconHeading} ${styles.panelTitle}`}>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
