import type { ReactNode } from 'react';
import { LogoMark } from '@/components/ui/logo';
import styles from './auth-shell.module.css';
import { splitClassName } from '@/components/ui/layout-classes';

interface AuthShellProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Under the card: "No account? Register" and the like. */
  footer?: ReactNode;
}

/**
 * The frame of every auth page: a bold title panel (the workshop's mark over the hero chopper)
 * beside the form card on desktop, stacked on phones. The page's h1 is the title.
 */
export function AuthShell({ eyebrow, title, lead, children, footer }: AuthShellProps) {
  return (
    <div className={styles.page}>
      <div className={`container ${splitClassName.md} ${styles.grid}`}>
        <section className={styles.intro} aria-labelledby="auth-title">
          <LogoMark className={styles.mark} />
          <p className="eyebrow">{eyebrow}</p>
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </section>
        <div className={styles.cardColumn}>
          <div className={styles.card}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      </div>
    </div>
  );
}

/** A centred result panel inside the card: icon, heading, text, next steps, buttons. */
export function AuthResult({ icon, title, children, actions, tone = 'neutral' }: { icon: ReactNode; title: string; children?: ReactNode; actions?: ReactNode; tone?: 'neutral' | 'success' | 'error' }) {
  return (
    <div className={styles.result} data-tone={tone}>
      <div className={styles.resultIcon} aria-hidden="true">
        {icon}
      </div>
      <h2 className={styles.resultTitle}>{title}</h2>
      {children ? <div className={styles.resultText}>{children}</div> : null}
      {actions ? <div className={styles.resultActions}>{actions}</div> : null}
    </div>
  );
}

export function NextSteps({ title, steps }: { title: string; steps: string[] }) {
  return (
    <div className={styles.steps}>
      <h3 className={styles.stepsTitle}>{title}</h3>
      <ol className={styles.stepList}>
        {steps.map((step, i) => (
          <li key={i}>
            <span className={styles.stepNumber} aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
