import type { ReactNode } from 'react';
import { cardClasses } from '@/components/ui/card';
import styles from './checkout.module.css';

/**
 * One numbered step of the checkout page. The page is a list of these, so another step (buying
 * as a company, say) slots in as one more section without touching the others.
 */
export function CheckoutSection({ id, step, title, children }: { id: string; step: number; title: string; children: ReactNode }) {
  return (
    <section className={`${cardClasses.panel} ${cardClasses.raised}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        <span className={styles.step} aria-hidden="true">
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
