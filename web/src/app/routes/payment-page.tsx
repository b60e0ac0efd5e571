import type { ReactNode } from 'react';
import styles from './payment.module.css';

/**
 * The frame and heading both payment pages share (payment-success.tsx, payment-cancel.tsx): the
 * page's centred column under the glow, then a round mark in the outcome's tone, an eyebrow, the
 * title and a lead. Changes of outcome are announced (`aria-live`), as a payment under way resolves.
 */
export function PaymentPage({ children }: { children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="payment-title">
      <div className={`container ${styles.inner}`} aria-live="polite">
        {children}
      </div>
    </section>
  );
}

export function PaymentHeading({ tone, icon, eyebrow, title, lead }: { tone: 'success' | 'cancel' | 'pending'; icon: ReactNode; eyebrow?: string; title: string; lead: string }) {
  return (
    <>
      <div className={styles.mark} data-tone={tone} aria-hidden="true">
        {icon}
      </div>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 id="payment-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{lead}</p>
    </>
  );
}
