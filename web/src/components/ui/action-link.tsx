import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { LinkProps } from 'react-router-dom';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from './button';

interface ActionProps {
  /** The icon before the words (a lucide component: `icon={ShoppingBag}`); hidden from assistive tech, the words name the action. */
  icon: LucideIcon;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A page's next step as a link drawn as a button with its icon ("Back to the shop", "Add a
 * product"): the one way every page writes an icon-and-words action, so the icon's size and
 * its hiding from screen readers are decided here.
 */
export function ActionLink({ icon: Icon, children, ...link }: ActionProps & Omit<LinkProps, 'children'>) {
  return (
    <ButtonLink {...link}>
      <Icon aria-hidden="true" />
      {children}
    </ButtonLink>
  );
}

/** The same for an action done in place (retry, export): a button with its icon. */
export function ActionButton({ icon: Icon, children, ...button }: ActionProps & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>) {
  return (
    <Button {...button}>
      <Icon aria-hidden="true" />
      {children}
    </Button>
  );
}
